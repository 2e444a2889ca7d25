import { FEEDBACK_MESSAGES, feedbackInputSchema, feedbackUpdateSchema, type AdminFeedback, type AdminFeedbackList, type PublicFeedback } from "../schemas/feedback";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

export const feedbackContract = {
  submit: endpoint({ method: "POST", path: "/api/feedback", access: "public", body: feedbackInputSchema, output: typeOnly<PublicFeedback>() }),
  community: endpoint({ method: "GET", path: "/api/feedback/community", access: "public", output: typeOnly<{ items: PublicFeedback[]; total: number }>() }),
  adminList: endpoint({ method: "GET", path: "/api/admin/feedback", access: "admin", output: typeOnly<AdminFeedbackList>() }),
  update: endpoint({ method: "PATCH", path: "/api/admin/feedback/:id", params: idParams(FEEDBACK_MESSAGES.notFound), access: "admin", body: feedbackUpdateSchema, output: typeOnly<AdminFeedback>() }),
};
