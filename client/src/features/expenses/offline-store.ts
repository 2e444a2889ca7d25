// Where the expenses added without a connection wait on this device (docs/client.md, "Installable
// app and offline"). A small module of its own: the app's start (offline-start.ts) only asks
// whether anything waits.
import { createStore, get } from "idb-keyval";

export const offlineStore = () => createStore("finanza-familiare", "offline");
export const OFFLINE_KEY = "expenses";

/** Whether any expense waits on this device (false without IndexedDB). */
export async function hasQueuedExpenses(): Promise<boolean> {
  try {
    const items = await get<unknown[]>(OFFLINE_KEY, offlineStore());
    return Array.isArray(items) && items.length > 0;
  } catch {
    return false;
  }
}
