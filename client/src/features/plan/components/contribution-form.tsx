import { useMemo } from "react";
import { z } from "zod";
import { contributionSchema, type Goal } from "@shared/schemas/goals";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { formatEuro } from "@shared/money";
import { useContribute } from "../api";

/** The contribution schema with the direction chosen apart: the amount is typed without a sign. */
const formSchema = (today: string) => contributionSchema(today).extend({ direction: z.enum(["in", "out"]) });

/** Money put in or taken out of one goal (docs/plan.md, "Versamenti e prelievi"). */
export function ContributionForm({ goal, today }: { goal: Goal; today: string }) {
  const schema = useMemo(() => formSchema(today), [today]);
  const form = useZodForm(schema, { defaultValues: { direction: "in", amount: "", date: today, note: "" } });
  const contribute = useContribute();
  const e = form.formState.errors;
  const prefix = `goal-${goal.id}`;
  const onValid = ({ direction, ...values }: z.output<typeof schema>) => {
    const amount = direction === "out" ? -Math.abs(values.amount) : Math.abs(values.amount);
    contribute.mutate(
      { id: goal.id, input: { ...values, amount } },
      {
        onSuccess: ({ goal: after }) => {
          toast({ title: amount < 0 ? "Prelievo registrato" : "Versamento registrato", description: `${goal.name}: ${formatEuro(after.saved)} messi da parte`, variant: "success" });
          form.reset({ direction: "in", amount: "", date: today, note: "" });
        },
        onError: form.applyServerErrors,
      },
    );
  };
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-3 sm:grid-cols-4" aria-label={`Versamento o prelievo per ${goal.name}`}>
      <Field id={`${prefix}-direction`} label="Movimento" error={e.direction?.message}>
        {(control) => (
          <Select {...control} {...form.register("direction")}>
            <option value="in">Versamento</option>
            <option value="out">Prelievo</option>
          </Select>
        )}
      </Field>
      <MoneyField id={`${prefix}-amount`} label="Importo (€)" error={e.amount?.message} placeholder="150,00" registration={form.register("amount")} />
      <Field id={`${prefix}-date`} label="Data" error={e.date?.message}>
        {(control) => <Input {...control} type="date" max={today} {...form.register("date")} />}
      </Field>
      <Field id={`${prefix}-note`} label="Nota (facoltativa)" error={e.note?.message}>
        {(control) => <Input {...control} maxLength={120} {...form.register("note")} />}
      </Field>
      <div className="sm:col-span-4">
        <Button type="submit" size="sm" disabled={contribute.isPending}>
          {contribute.isPending ? "Salvataggio..." : "Registra"}
        </Button>
      </div>
    </form>
  );
}
