import type { FeatureModule } from "../module";
import { aiContentRoutes } from "./ai-content.routes";
import { createAiContentService } from "./ai-content.service";

export const aiContentModule: FeatureModule = { name: "ai-content", create: (deps) => ({ routes: aiContentRoutes(createAiContentService(deps)) }) };
