import { pacSimulationSchema, saveBudgetSchema, type PacSimulation, type SavedBudget } from "../schemas/calculators";
import { endpoint, typeOnly } from "./define";

export const calculatorsContract = {
  budget: endpoint({ method: "GET", path: "/api/user/budget", access: "user", output: typeOnly<SavedBudget | null>() }),
  saveBudget: endpoint({ method: "POST", path: "/api/user/budget", access: "user", body: saveBudgetSchema, output: typeOnly<SavedBudget>() }),
  pacSimulations: endpoint({ method: "GET", path: "/api/user/pac-simulations", access: "user", output: typeOnly<PacSimulation[]>() }),
  savePacSimulation: endpoint({ method: "POST", path: "/api/user/pac-simulations", access: "user", body: pacSimulationSchema, output: typeOnly<PacSimulation>() }),
};
