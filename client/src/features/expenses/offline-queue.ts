// Expenses added without a connection (docs/client.md, "Installable app and offline"): kept in
// IndexedDB on this device and sent, with the same JSON and X-Requested-With header as any write,
// when the connection returns. The server may still refuse one (the month is full, the date is
// now out of range): then the user is told which one and why; nothing is dropped silently.
import { get, set } from "idb-keyval";
import { expensesContract as api } from "@shared/contracts/expenses";
import type { Expense, NewExpense } from "@shared/schemas/expenses";
import { ApiError, call, errorMessage, hasErrorCode } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { toast } from "@/components/ui/toast";
import { OFFLINE_KEY as KEY, offlineStore as store } from "./offline-store";

type Queued = { id: string; userId: number; input: NewExpense; queuedAt: string };
export type QueuedResult = { queued: true };


const read = async (): Promise<Queued[]> => ((await get<Queued[]>(KEY, store())) ?? []);
const currentUserId = () => queryClient.getQueryData<{ id: number } | null>(AUTH_USER_KEY)?.id ?? null;

export const isQueued = (r: Expense | QueuedResult): r is QueuedResult => "queued" in r;

/** A network failure (no answer at all), as opposed to the server's refusal. */
const isOffline = (err: unknown) => !(err instanceof ApiError) && err instanceof TypeError;

async function enqueue(input: NewExpense): Promise<QueuedResult> {
  const userId = currentUserId();
  if (userId === null) throw new Error("Sei offline: accedi di nuovo quando torni online per salvare la spesa.");
  try {
    const items = await read();
    items.push({ id: crypto.randomUUID(), userId, input, queuedAt: new Date().toISOString() });
    await set(KEY, items, store());
  } catch {
    // No IndexedDB (a browser that refuses storage): say so, the expense was not kept.
    throw new Error("Sei offline e questo browser non può conservare la spesa: riprova quando torni online.");
  }
  return { queued: true };
}

/** POST /api/user/expenses, or, without a connection, into the queue. */
export async function createOrQueue(input: NewExpense): Promise<Expense | QueuedResult> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return enqueue(input);
  try {
    return await call(api.create, { body: input });
  } catch (err) {
    if (isOffline(err)) return enqueue(input);
    throw err;
  }
}

let flushing: Promise<void> | null = null;

/** Sends the signed-in user's queued expenses, oldest first; a network failure stops and waits for the next chance. */
export function flushQueue(): Promise<void> {
  flushing ??= (async () => {
    try {
      // Most starts have nothing queued: no request at all then.
      const queued = await read();
      if (queued.length === 0) return;
      const userId = currentUserId() ?? (await queryClient.fetchQuery({ queryKey: AUTH_USER_KEY }).then((u) => (u as { id: number } | null)?.id ?? null, () => null));
      if (userId === null) return;
      let sent = 0;
      for (const item of queued.filter((q) => q.userId === userId)) {
        try {
          await call(api.create, { body: item.input });
          sent++;
        } catch (err) {
          // No connection, or the session has expired: keep it for the next attempt.
          if (isOffline(err) || hasErrorCode(err, "unauthenticated", "internal", "unavailable", "upstream")) break;
          toast({ title: "Spesa non salvata", description: `${item.input.description}: ${errorMessage(err)}`, variant: "destructive" });
        }
        await set(KEY, (await read()).filter((q) => q.id !== item.id), store());
      }
      if (sent > 0) {
        toast({ title: "Spese inviate", description: sent === 1 ? "La spesa registrata offline è stata salvata." : `${sent} spese registrate offline sono state salvate.`, variant: "success" });
        void queryClient.invalidateQueries();
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
