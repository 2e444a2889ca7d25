import type { DashboardSummary } from "../schemas/gamification";
import { endpoint, typeOnly } from "./define";

export const dashboardContract = {
  summary: endpoint({ method: "GET", path: "/api/dashboard/summary", access: "user", output: typeOnly<DashboardSummary>() }),
};
