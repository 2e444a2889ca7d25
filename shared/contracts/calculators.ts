import { pacSimulationSchema, type PacSimulation, type SaveBudgetInput, type SavedBudget } from "../schemas/calculators";
import { endpoint, typeOnly } from "./define";

export const calculatorsContract = {
  // The saved budget is the household's (docs/household.md, "Cosa è condiviso"): members read it, a viewer cannot save.
  budget: endpoint({ method: "GET", path: "/api/user/budget", access: "household:read", output: typeOnly<SavedBudget | null>() }),
  // The shares sent must match the family's own split, read for the user: the handler parses the body
  // with saveBudgetSchemaFor(split) (docs/plan.md, "La ripartizione della famiglia").
  saveBudget: endpoint({ method: "POST", path: "/api/user/budget", access: "household:write", body: typeOnly<SaveBudgetInput>(), output: typeOnly<SavedBudget>() }),
  pacSimulations: endpoint({ method: "GET", path: "/api/user/pac-simulations", access: "user", output: typeOnly<PacSimulation[]>() }),
  savePacSimulation: endpoint({ method: "POST", path: "/api/user/pac-simulations", access: "user", body: pacSimulationSchema, output: typeOnly<PacSimulation>() }),
};
