import { endpoint, typeOnly } from "./define";

/** The user's domain events not yet applied (docs/events.md): the client refetches points and alerts at 0. */
export type PendingEvents = { pending: number };

export const eventsContract = {
  pending: endpoint({ method: "GET", path: "/api/user/events/pending", access: "user", output: typeOnly<PendingEvents>() }),
};
