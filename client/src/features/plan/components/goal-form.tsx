import { useMemo } from "react";
import { GOAL_KINDS, GOAL_KIND_LABELS, createGoalSchema, type GoalFormValues, type NewGoal } from "@shared/schemas/goals";
import { hasErrorCode } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useCreateGoal } from "../api";
import { monthName } from "../format";

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The new goal's form (docs/plan.md, "Obiettivi"): the server's own schema, Italian amounts. */
export function GoalForm({ today, onClose }: { today: string; onClose: () => void }) {
  const schema = useMemo(() => createGoalSchema(today), [today]);
  const defaults: GoalFormValues = { name: "", kind: "sinking", targetAmount: "", targetDate: "", monthlyAmount: "", dueMonth: "" };
  const form = useZodForm(schema, { defaultValues: defaults });
  const add = useCreateGoal();
  const e = form.formState.errors;
  const kind = form.watch("kind");
  const onValid = (values: NewGoal) =>
    add.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: "Obiettivo creato", description: saved.name, variant: "success" });
        onClose();
      },
      onError: (err) => {
        if (!hasErrorCode(err, "limit_reached")) form.applyServerErrors(err);
      },
    });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Nuovo obiettivo">
      <Field id="goal-name" label="Nome" error={e.name?.message} className="sm:col-span-2">
        {(control) => <Input {...control} autoFocus maxLength={60} placeholder="Es. Bollo auto" {...form.register("name")} />}
      </Field>
      <Field id="goal-kind" label="Tipo di obiettivo" error={e.kind?.message}>
        {(control) => (
          <Select {...control} {...form.register("kind")}>
            {GOAL_KINDS.map((k) => (
              <option key={k} value={k}>
                {GOAL_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <MoneyField id="goal-target" label="Importo obiettivo (€)" error={e.targetAmount?.message} placeholder="1.200,00" registration={form.register("targetAmount")} />
      <Field id="goal-date" label="Entro il (facoltativo)" hint="Oppure indica un importo mensile o, per una spesa che torna ogni anno, il mese di scadenza." error={e.targetDate?.message}>
        {(control) => <Input {...control} type="date" min={today} {...form.register("targetDate")} />}
      </Field>
      <MoneyField id="goal-monthly" label="Quanto metti da parte al mese (€, facoltativo)" error={e.monthlyAmount?.message} placeholder="100,00" registration={form.register("monthlyAmount")} />
      {kind === "sinking" && (
        <Field id="goal-due-month" label="Scade ogni anno a (facoltativo)" hint="Es. il bollo auto a marzo: l'app calcola quanto accantonare ogni mese." error={e.dueMonth?.message}>
          {(control) => (
            <Select {...control} {...form.register("dueMonth")}>
              <option value="">Nessun mese</option>
              {MONTHS.map((m) => (
                <option key={m} value={String(m)}>
                  {monthName(`2000-${String(m).padStart(2, "0")}`).replace(" 2000", "")}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Salvataggio..." : "Crea obiettivo"}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
