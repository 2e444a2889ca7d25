import type { FeatureModule } from "../module";
import { feedbackRoutes } from "./feedback.routes";
import { createFeedbackService } from "./feedback.service";

export const feedbackModule: FeatureModule = { name: "feedback", create: (deps) => ({ routes: feedbackRoutes(deps, createFeedbackService(deps)) }) };
