// The household feature's entry for other features (docs/ARCHITECTURE.md, "Boundaries").
import { useHousehold } from "./api";
import { memberName } from "./parts";

/**
 * The members' names by membership id when the household has more than one member (then the
 * expense lists name each author), else null (docs/household.md, "Cosa è condiviso").
 */
export function usePartnerNames(): ReadonlyMap<number, string> | null {
  const members = useHousehold().data?.members ?? [];
  return members.length > 1 ? new Map(members.map((m) => [m.id, memberName(m)])) : null;
}

/** Whether the signed-in member only reads the household's data (role viewer, docs/household.md, "Ruoli"). */
export function useReadOnlyMember(): boolean {
  return useHousehold().data?.role === "viewer";
}
