import type { AdminOverview } from "../schemas/admin";
import { endpoint, typeOnly } from "./define";

export const adminContract = {
  overview: endpoint({ method: "GET", path: "/api/admin/overview", access: "admin", output: typeOnly<AdminOverview>() }),
};
