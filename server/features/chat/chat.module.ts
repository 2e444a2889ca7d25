import type { FeatureModule } from "../module";
import { chatRoutes } from "./chat.routes";

export const chatModule: FeatureModule = { name: "chat", routes: chatRoutes };
