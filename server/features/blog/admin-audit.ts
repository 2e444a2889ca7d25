import type { AppDeps } from "../../deps";

// The admin audit log is its own feature (docs/operations.md, "Registro"); the editor only
// reports what an administrator did. Until that feature's entry point is merged, this port
// hands the entry to whoever subscribes to "admin.action" (the audit feature, when present).

export type AdminAction = {
  actorId: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

export async function recordAdminAction(deps: Pick<AppDeps, "events">, entry: AdminAction): Promise<void> {
  await deps.events.emit("admin.action", entry);
}
