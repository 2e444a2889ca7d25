import { useId, useState } from "react";
import type { ImportMapping } from "@shared/schemas/expense-import";

/** The columns as the user picks them: one amount column, or money out and money in in two (docs/expenses.md, "Entrate e uscite in due colonne"). */
export type MappingDraft = { date?: number; description?: number; amount?: number; debit?: number; credit?: number };

/** The mapping to send once every column it needs is chosen, else null. */
export function toMapping(m: MappingDraft): ImportMapping | null {
  if (m.date === undefined || m.description === undefined) return null;
  if (m.amount !== undefined) return { date: m.date, description: m.description, amount: m.amount };
  if (m.debit !== undefined && m.credit !== undefined) return { date: m.date, description: m.description, debit: m.debit, credit: m.credit };
  return null;
}

type Field = { key: keyof MappingDraft; label: string };
const COMMON: Field[] = [
  { key: "date", label: "Colonna della data" },
  { key: "description", label: "Colonna della descrizione" },
];
const ONE_AMOUNT: Field[] = [{ key: "amount", label: "Colonna dell'importo" }];
const TWO_AMOUNTS: Field[] = [
  { key: "debit", label: "Colonna delle uscite (Dare, Addebiti)" },
  { key: "credit", label: "Colonna delle entrate (Avere, Accrediti)" },
];

/** The selects that say which column holds the date, the description and the amount (or the two amounts). */
export function ColumnMapping({ headers, mapping, onChange }: { headers: string[]; mapping: MappingDraft; onChange: (m: MappingDraft) => void }) {
  const switchId = useId();
  const [two, setTwo] = useState(mapping.debit !== undefined || mapping.credit !== undefined);
  const fields = [...COMMON, ...(two ? TWO_AMOUNTS : ONE_AMOUNT)];
  const setTwoColumns = (on: boolean) => {
    setTwo(on);
    const { amount: _a, debit: _d, credit: _c, ...rest } = mapping;
    onChange(rest);
  };
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-medium text-slate-900">Colonne del file</legend>
      <label htmlFor={switchId} className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-3">
        <input id={switchId} type="checkbox" className="h-5 w-5" checked={two} onChange={(e) => setTwoColumns(e.target.checked)} />
        Uscite ed entrate in due colonne separate
      </label>
      {fields.map((f) => (
        <label key={f.key} className="grid gap-1 text-sm text-slate-700">
          {f.label}
          <select
            className="h-10 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            value={mapping[f.key] ?? ""}
            onChange={(e) => onChange({ ...mapping, [f.key]: e.target.value === "" ? undefined : Number(e.target.value) })}
          >
            <option value="">Scegli…</option>
            {headers.map((h, i) => (
              <option key={i} value={i}>
                {h || `Colonna ${i + 1}`}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
