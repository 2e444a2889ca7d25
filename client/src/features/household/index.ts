// The household feature's entry for other features (docs/ARCHITECTURE.md, "Boundaries").
import { useHousehold } from "./api";

/** Whether the household has more than one member: then the expense lists name each author (docs/household.md). */
export function useHasPartners(): boolean {
  return (useHousehold().data?.members.length ?? 0) > 1;
}
