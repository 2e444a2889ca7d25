import { useReadOnlyMember } from "@/features/household";

/**
 * The plan is the household's (docs/household.md, "Obiettivi, debiti, entrate e profilo"): a
 * member with the role «Solo lettura» is told they see it but cannot change it (the server
 * refuses their writes anyway).
 */
export function ReadOnlyNote() {
  if (!useReadOnlyMember()) return null;
  return (
    <p role="note" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      Hai il ruolo «Solo lettura»: vedi obiettivi, entrate e mensilità della famiglia, ma possono modificarli solo il titolare e chi ha il ruolo «Può modificare».
    </p>
  );
}
