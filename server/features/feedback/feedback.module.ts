import type { FeatureModule } from "../module";
import { feedbackRoutes } from "./feedback.routes";

export const feedbackModule: FeatureModule = { name: "feedback", create: (deps) => ({ routes: feedbackRoutes(deps) }) };
