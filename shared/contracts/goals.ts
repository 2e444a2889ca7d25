import {
  GOAL_MESSAGES,
  emergencyFundQuerySchema,
  type ContributionFormValues,
  type EmergencyFund,
  type Goal,
  type GoalContribution,
  type GoalFormValues,
  type GoalProposal,
} from "../schemas/goals";
import { extraMonthsQuerySchema, type ExtraMonthsPlan } from "../schemas/extra-months";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// docs/plan.md, "Obiettivi" and "Fondo di emergenza". The goal and contribution bodies carry date
// bounds that depend on today in Rome by the server's clock: the handler parses them with the
// schema built for that day, so the contract carries only their type. Goals are the household's
// (docs/household.md, "Cosa è condiviso"): every member reads them, owner and editors write them.
export const goalsContract = {
  list: endpoint({ method: "GET", path: "/api/user/goals", access: "user", output: typeOnly<Goal[]>() }),
  create: endpoint({ method: "POST", path: "/api/user/goals", access: "household:write", body: typeOnly<GoalFormValues>(), output: typeOnly<Goal>() }),
  update: endpoint({ method: "PATCH", path: "/api/user/goals/:id", params: idParams(GOAL_MESSAGES.notFound), access: "household:write", body: typeOnly<Partial<GoalFormValues>>(), output: typeOnly<Goal>() }),
  remove: endpoint({ method: "DELETE", path: "/api/user/goals/:id", params: idParams(GOAL_MESSAGES.notFound), access: "household:write", output: typeOnly<void>() }),
  contribute: endpoint({
    method: "POST",
    path: "/api/user/goals/:id/contributions",
    params: idParams(GOAL_MESSAGES.notFound),
    access: "household:write",
    body: typeOnly<ContributionFormValues>(),
    output: typeOnly<{ contribution: GoalContribution; goal: Goal }>(),
  }),
  // The first goal proposed from the onboarding's answers, for a family without goals.
  proposal: endpoint({ method: "GET", path: "/api/user/goals/proposal", access: "user", output: typeOnly<GoalProposal>() }),
  emergencyFund: endpoint({ method: "GET", path: "/api/user/emergency-fund", access: "user", query: emergencyFundQuerySchema, output: typeOnly<EmergencyFund>() }),
  // docs/plan.md, "Mensilità aggiuntive": the year's extra payments and how to split them.
  extraMonths: endpoint({ method: "GET", path: "/api/user/extra-months", access: "user", query: extraMonthsQuerySchema, output: typeOnly<ExtraMonthsPlan>() }),
};
