// What other features may use of ai-content: the admin area's Prompt Master tab, loaded on first render.
import { lazy } from "react";

export const PromptMaster = lazy(() => import("./prompt-master"));
