// Public entry of the facts registry (docs/facts.md).
export type { Fact } from "./types";
export { FACTS, FACTS_REVIEWED_AT } from "./registry";
export { fact, factText, factValue, factsCheckedAt, formatFact, formatFactNumber, renderFacts, unknownFactIds, updatedAtLabel } from "./render";
