import { ALERT_MESSAGES, alertsQuerySchema, type Alert } from "../schemas/alerts";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

export const alertsContract = {
  list: endpoint({ method: "GET", path: "/api/user/alerts", access: "user", query: alertsQuerySchema, output: typeOnly<Alert[]>() }),
  markRead: endpoint({ method: "PATCH", path: "/api/user/alerts/:id/read", params: idParams(ALERT_MESSAGES.notFound), access: "user", output: typeOnly<Alert>() }),
};
