// What other features may use of analytics: the admin area's analytics tab and the content hub's lists.
import { lazy } from "react";

export { useRealAnalytics } from "./api";
export { AdminRedirectGate } from "./components/admin-gate";
export { BarList, deviceLabel, displayPage, Empty, sourceDot, sourceLabel } from "./components/lists";
/** The share chart, loaded on first render (the charts stay out of the page's first JavaScript). */
export const ShareChart = lazy(() => import("./components/charts").then((m) => ({ default: m.ShareChart })));
