import { literacyAnswersSchema, type LiteracyAdminReport, type LiteracyHistory, type LiteracyQuestionnaire, type LiteracyResult } from "../schemas/literacy";
import { endpoint, typeOnly } from "./define";

// The financial-literacy check (docs/literacy.md): the questions are public, the results the user's own,
// the learning gains aggregates for administrators.
export const literacyContract = {
  questions: endpoint({ method: "GET", path: "/api/literacy/questions", access: "public", output: typeOnly<LiteracyQuestionnaire>() }),
  submit: endpoint({ method: "POST", path: "/api/user/literacy", access: "user", body: literacyAnswersSchema, output: typeOnly<LiteracyResult>() }),
  history: endpoint({ method: "GET", path: "/api/user/literacy", access: "user", output: typeOnly<LiteracyHistory>() }),
  admin: endpoint({ method: "GET", path: "/api/admin/literacy", access: "admin", output: typeOnly<LiteracyAdminReport>() }),
};
