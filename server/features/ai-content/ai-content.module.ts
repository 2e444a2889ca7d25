import type { FeatureModule } from "../module";
import { aiContentRoutes } from "./ai-content.routes";

export const aiContentModule: FeatureModule = { name: "ai-content", create: (deps) => ({ routes: aiContentRoutes(deps) }) };
