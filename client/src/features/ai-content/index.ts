// What other features may use of ai-content: the admin area's Prompt Master tab, loaded on first
// render, and the SEO score badge (the blog editor shows the same score).
import { lazy } from "react";

export const PromptMaster = lazy(() => import("./prompt-master"));
export { SeoScoreBadge } from "./components/seo-score-badge";
