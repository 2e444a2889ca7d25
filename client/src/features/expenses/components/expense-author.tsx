import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";
import type { Expense } from "@shared/schemas/expenses";
import { Badge } from "@/components/ui/badge";

/**
 * Who entered the expense and whether it is private (docs/household.md, "Cosa è condiviso"): the
 * author (their name, else their address) only when the household has more than one member
 * (`authors` not null); "ex membro" for one who left.
 */
export function ExpenseAuthor({ expense, authors }: { expense: Expense; authors: ReadonlyMap<number, string> | null }) {
  const author = expense.author;
  const name = !author ? null : author.memberId === null ? HOUSEHOLD_MESSAGES.exMember : (authors?.get(author.memberId) ?? author.displayName);
  return (
    <>
      {expense.visibility === "private" && <Badge tone="warning">Privata</Badge>}
      {authors && name && <span>Inserita da {name}</span>}
    </>
  );
}

/** "Privata (solo per me)": a private expense is seen by its author only (docs/household.md). */
export function PrivateCheckbox({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
      <input id={id} type="checkbox" className="h-5 w-5" checked={checked} onChange={(ev) => onChange(ev.target.checked)} />
      Privata (solo per me)
    </label>
  );
}
