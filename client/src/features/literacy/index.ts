// What other features may use of the literacy check: the admin tab (loaded on first render) and
// the dashboard's invitation card.
import { lazy } from "react";

export const LiteracyAdminTab = lazy(() => import("./components/literacy-admin-tab"));
export { CheckUpOffer } from "./components/check-up-offer";
