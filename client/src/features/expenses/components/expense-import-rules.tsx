// The import's corrected categories and the rule each proposes (docs/expenses.md, "Regole
// imparate"): a select per expense row, then "descrizione contiene ESSELUNGA → Spesa alimentare",
// whose word can be edited before it is saved.
import { useId, useState } from "react";
import { EXPENSE_SUBCATEGORIES, EXPENSE_SUBCATEGORY_LABELS, type ExpenseSubcategory } from "@shared/expense-subcategories";
import type { ImportCategoryChoice, ImportResult } from "@shared/schemas/expense-import";
import { errorMessage } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { useAddImportRule } from "../import-api";

type Row = ImportResult["rows"][number];
type Proposal = { keyword: string; subcategory: ExpenseSubcategory };

/** The categories chosen in the preview (row → category) and the rule the last choice proposes. */
export function useCategoryChoices() {
  const [choices, setChoices] = useState<Map<number, ExpenseSubcategory>>(new Map());
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const choose = (r: Row, subcategory: ExpenseSubcategory) => {
    setChoices((prev) => new Map(prev).set(r.row, subcategory));
    // A rule is proposed only for a real change and a description with a word to look for.
    setProposal(r.keyword && subcategory !== r.subcategory ? { keyword: r.keyword, subcategory } : null);
  };
  const reset = () => {
    setChoices(new Map());
    setProposal(null);
  };
  const asRequest = (): ImportCategoryChoice[] | undefined => (choices.size ? [...choices].map(([row, subcategory]) => ({ row, subcategory })) : undefined);
  return { choices, choose, proposal, dismiss: () => setProposal(null), reset, asRequest };
}

/** The everyday category of one expense row of the preview, which the user may change. */
export function RowCategorySelect({ r, value, onChange }: { r: Row; value: ExpenseSubcategory; onChange: (r: Row, s: ExpenseSubcategory) => void }) {
  return (
    <select
      aria-label={`Categoria della riga ${r.row}`}
      className="h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-auto"
      value={value}
      onChange={(e) => onChange(r, e.target.value as ExpenseSubcategory)}
    >
      {EXPENSE_SUBCATEGORIES.map((c) => (
        <option key={c} value={c}>
          {EXPENSE_SUBCATEGORY_LABELS[c]}
        </option>
      ))}
    </select>
  );
}

/** "Regola proposta: descrizione contiene … → …", with the word editable; saved for the next imports. */
export function RuleProposal({ proposal, onClose }: { proposal: Proposal; onClose: () => void }) {
  const inputId = useId();
  const [keyword, setKeyword] = useState(proposal.keyword);
  const [saved, setSaved] = useState<string | null>(null);
  const add = useAddImportRule();
  const label = EXPENSE_SUBCATEGORY_LABELS[proposal.subcategory];
  if (saved) {
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
        {saved}
      </p>
    );
  }
  return (
    <section aria-label="Regola proposta" className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900">
      <p>
        Vuoi che la prossima volta succeda da solo? Regola proposta: <strong>descrizione contiene «{keyword.trim() || "…"}» → {label}</strong>.
      </p>
      <label htmlFor={inputId} className="font-medium">
        Parola da cercare nella descrizione
      </label>
      <input
        id={inputId}
        className="h-10 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        value={keyword}
        maxLength={60}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {add.error && (
        <p role="alert" className="text-red-800">
          {errorMessage(add.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={add.isPending || keyword.trim().length < 2}
          onClick={() =>
            add.mutate(
              { contains: keyword, subcategory: proposal.subcategory },
              { onSuccess: (rule) => setSaved(`Regola salvata: le descrizioni che contengono «${rule.contains}» saranno ${label} dalla prossima importazione.`) },
            )
          }
        >
          Salva la regola
        </Button>
        <Button variant="outline" onClick={onClose}>
          No, grazie
        </Button>
      </div>
    </section>
  );
}
