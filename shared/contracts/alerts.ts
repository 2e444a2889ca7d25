import { alertsQuerySchema, type Alert } from "../schemas/alerts";
import { endpoint, typeOnly } from "./define";

export const alertsContract = {
  list: endpoint({ method: "GET", path: "/api/user/alerts", access: "user", query: alertsQuerySchema, output: typeOnly<Alert[]>() }),
  markRead: endpoint({ method: "PATCH", path: "/api/user/alerts/:id/read", access: "user", output: typeOnly<Alert>() }),
};
