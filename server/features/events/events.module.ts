import type { FeatureModule } from "../module";
import { eventsRoutes } from "./events.routes";

/** The client's poll of its pending domain events (docs/events.md); the bus and the worker are the app's (server/events.ts). */
export const eventsModule: FeatureModule = { name: "events", create: (deps) => ({ routes: eventsRoutes(deps) }) };
