// Public entry of the facts registry (docs/facts.md).
export type { Fact, FactSource, FactUnit } from "./types";
export { FACTS, FACTS_REVIEWED_AT } from "./registry";
export { FACT_PLACEHOLDER, fact, factIdsIn, factText, factValue, factsCheckedAt, formatFact, formatFactDate, formatFactNumber, getFact, renderFacts, unknownFactIds, updatedAtLabel } from "./render";
