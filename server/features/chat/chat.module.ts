import type { FeatureModule } from "../module";
import { chatRoutes } from "./chat.routes";

export const chatModule: FeatureModule = { name: "chat", create: (deps) => ({ routes: chatRoutes(deps) }) };
