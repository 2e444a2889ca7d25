import { assegnoUnicoInputSchema, iseeInputSchema, tfrInputSchema, type AssegnoUnicoEstimate, type IseeEstimate, type TfrComparison } from "../schemas/benefits";
import { endpoint, typeOnly } from "./define";

// The benefits calculators (docs/benefits.md): open to everyone like the other calculators; they
// compute and store nothing, so a visitor's request starts no session.
export const benefitsContract = {
  isee: endpoint({ method: "POST", path: "/api/tools/isee", access: "public", session: "never-starts", body: iseeInputSchema, output: typeOnly<IseeEstimate>() }),
  assegnoUnico: endpoint({ method: "POST", path: "/api/tools/assegno-unico", access: "public", session: "never-starts", body: assegnoUnicoInputSchema, output: typeOnly<AssegnoUnicoEstimate>() }),
  tfrVsFund: endpoint({ method: "POST", path: "/api/tools/tfr-vs-fund", access: "public", session: "never-starts", body: tfrInputSchema, output: typeOnly<TfrComparison>() }),
};
