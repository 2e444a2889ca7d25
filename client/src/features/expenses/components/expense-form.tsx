import { useEffect, useMemo, useRef, useState } from "react";
import { Plus } from "lucide-react";
import { EXPENSE_CATEGORIES } from "@shared/constants";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { EXPENSE_SUBCATEGORIES, EXPENSE_SUBCATEGORY_LABELS, SUBCATEGORY_DEFAULT_BUCKET, isExpenseSubcategory } from "@shared/expense-subcategories";
import { formatEuro, toAmountInput } from "@shared/money";
import { DESCRIPTION_MAX, GOAL_SUBCATEGORY, createExpenseSchema, type Expense, type ExpenseFormValues, type ExpenseSchema, type NewExpense } from "@shared/schemas/expenses";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import { serverFieldErrors, useZodForm, type ZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { showRuleProposal } from "./rule-proposal-toast";
import { useAddExpense, useUpdateExpense } from "../api";
import { isQueued } from "../offline-queue";
import { GoalPicker } from "@/features/plan";
import { PrivateCheckbox } from "./expense-author";
import { DeductionFields, deductionPayload, useDeductionDraft, type DeductionErrors } from "./expense-deduction-fields";

type Props = {
  today: string;
  minDate: string;
  maxDate: string;
  /** Edit this expense in place (docs/expenses.md, "Edit and undo"): the form starts open. */
  expense?: Expense;
  /** Called when the edit form closes (saved or cancelled). */
  onClose?: () => void;
};

/** After a save or a cancel the keyboard focus returns to the button that opened the form. */
function useReturnFocus(open: boolean) {
  const reopen = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) reopen.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return reopen;
}

function formDefaults(today: string, expense?: Expense): ExpenseFormValues {
  return expense
    ? { description: expense.description, amount: toAmountInput(expense.amount), category: expense.category, subcategory: expense.subcategory, date: expense.date, ...(expense.goalId ? { goalId: expense.goalId } : {}) }
    : { description: "", amount: "", category: "necessita", subcategory: "altro", date: today };
}

type ExpenseFormApi = ZodForm<ExpenseSchema>;

/**
 * The visibility only when it is not the server's default: a new private expense, or an edit that
 * changes it (docs/household.md, "Cosa è condiviso").
 */
function visibilityPayload(isPrivate: boolean, expense?: Expense): { visibility?: "shared" | "private" } {
  const visibility = isPrivate ? "private" : "shared";
  return (expense?.visibility ?? "shared") === visibility ? {} : { visibility };
}

/** Creates or updates the expense; the query client toasts the error, a 400's field messages go on the fields. */
function useSaveExpense(form: ExpenseFormApi, close: () => void, onDeductionErrors: (errors: DeductionErrors) => void, expense?: Expense) {
  const add = useAddExpense();
  const update = useUpdateExpense();
  // A deduction refused by the server (a child the profile lacks) shows by its field too (docs/tax.md, "Familiari").
  const onError = (err: unknown) => {
    form.applyServerErrors(err);
    onDeductionErrors(Object.fromEntries(serverFieldErrors(err, ["deduction.type", "deduction.member"]).map(([name, message]) => [name.slice("deduction.".length), message])));
  };
  const save = (values: NewExpense) =>
    expense
      ? update.mutate(
          { id: expense.id, patch: values },
          {
            onSuccess: (saved) => {
              toast({ title: "Spesa aggiornata", description: `${saved.description}: ${formatEuro(saved.amount)}.`, variant: "success" });
              // A new category on an imported expense proposes an import rule (docs/expenses.md, "Regole imparate").
              if (saved.ruleProposal) showRuleProposal(saved.ruleProposal);
              close();
            },
            onError,
          },
        )
      : add.mutate(values, {
          onSuccess: (saved) => {
            if (isQueued(saved)) toast({ title: "Sei offline", description: `${values.description}: la invieremo appena torni online.` });
            else toast({ title: "Spesa aggiunta", description: `${values.description} registrata.`, variant: "success" });
            close();
          },
          onError,
        });
  return { save, pending: add.isPending || update.isPending };
}

type FieldsProps = { form: ExpenseFormApi; idPrefix: string; minDate: string; maxDate: string };

/** Description, amount, everyday category, 50/30/20 bucket, date and, for savings, the goal. */
function ExpenseMainFields({ form, idPrefix, minDate, maxDate }: FieldsProps) {
  const e = form.formState.errors;
  // Choosing an everyday category suggests its bucket; the user may still pick another one.
  const subcategory = form.register("subcategory", {
    onChange: (ev: { target: { value: string } }) => {
      if (isExpenseSubcategory(ev.target.value)) form.setValue("category", SUBCATEGORY_DEFAULT_BUCKET[ev.target.value]);
      // Only a savings expense pays into a goal (docs/plan.md, "Versamenti e prelievi").
      if (ev.target.value !== GOAL_SUBCATEGORY && form.getValues("goalId") != null) form.setValue("goalId", null);
    },
  });
  const paysIntoGoal = form.watch("subcategory") === GOAL_SUBCATEGORY;
  return (
    <>
      <Field id={`${idPrefix}-description`} label="Descrizione" error={e.description?.message} errorId={`${idPrefix}-description-err`} className="sm:col-span-2">
        {(control) => <Input {...control} autoFocus maxLength={DESCRIPTION_MAX} placeholder="Es. Spesa al supermercato" {...form.register("description")} />}
      </Field>
      <MoneyField id={`${idPrefix}-amount`} label="Importo (€)" error={e.amount?.message} errorId={`${idPrefix}-amount-err`} placeholder="0,00" registration={form.register("amount")} />
      <Field
        id={`${idPrefix}-subcategory`}
        label="Tipo di spesa"
        hint="Suggerisce la categoria 50/30/20: puoi sceglierne un'altra."
        error={e.subcategory?.message}
        errorId={`${idPrefix}-subcategory-err`}
      >
        {(control) => (
          <Select {...control} {...subcategory}>
            {EXPENSE_SUBCATEGORIES.map((c) => (
              <option key={c} value={c}>
                {EXPENSE_SUBCATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${idPrefix}-category`} label="Categoria" error={e.category?.message} errorId={`${idPrefix}-category-err`}>
        {(control) => (
          <Select {...control} {...form.register("category")}>
            {EXPENSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {EXPENSE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${idPrefix}-date`} label="Data" error={e.date?.message} errorId={`${idPrefix}-date-err`}>
        {(control) => <Input {...control} type="date" min={minDate} max={maxDate} {...form.register("date")} />}
      </Field>
      {paysIntoGoal && <GoalPicker id={`${idPrefix}-goal`} error={e.goalId?.message} registration={form.register("goalId", { setValueAs: (v: unknown) => (v === "" || v == null ? null : Number(v)) })} />}
    </>
  );
}

/**
 * docs/expenses.md: collapsed to the 'Aggiungi Spesa' button; collapses and resets on success or
 * cancel. With `expense`, the same form edits that expense in place. The deduction fields
 * (docs/tax.md) are sent as `deduction` on create and update.
 */
export function ExpenseForm({ today, minDate, maxDate, expense, onClose }: Props) {
  const editing = Boolean(expense);
  const [open, setOpen] = useState(editing);
  const reopen = useReturnFocus(open);
  const schema = useMemo(() => createExpenseSchema(today), [today]);
  const defaults = formDefaults(today, expense);
  const form = useZodForm(schema, { defaultValues: defaults });
  const deduction = useDeductionDraft(expense?.deduction);
  const [deductionErrors, setDeductionErrors] = useState<DeductionErrors>({});
  const [isPrivate, setPrivate] = useState(expense?.visibility === "private");
  const idPrefix = expense ? `expense-${expense.id}` : "expense";
  const close = () => {
    form.reset(defaults);
    deduction.reset();
    setPrivate(expense?.visibility === "private");
    setOpen(false);
    onClose?.();
  };
  const { save, pending } = useSaveExpense(form, close, setDeductionErrors, expense);

  if (!open)
    return (
      <Button ref={reopen} onClick={() => setOpen(true)} size="lg" className="w-full sm:w-auto sm:justify-self-start">
        <Plus aria-hidden className="h-5 w-5" /> Aggiungi Spesa
      </Button>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? "Modifica spesa" : "Nuova spesa"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form.handleSubmit((values) => save({ ...values, ...deductionPayload(deduction.draft, editing), ...visibilityPayload(isPrivate, expense) }))}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          aria-label={editing ? `Modifica ${expense!.description}` : "Nuova spesa"}
        >
          <ExpenseMainFields form={form} idPrefix={idPrefix} minDate={minDate} maxDate={maxDate} />
          <DeductionFields
            idPrefix={idPrefix}
            draft={deduction.draft}
            errors={deductionErrors}
            onChange={(draft) => {
              setDeductionErrors({});
              deduction.setDraft(draft);
            }}
            current={() => ({ subcategory: form.getValues("subcategory") ?? "", description: form.getValues("description") ?? "" })} />
          <PrivateCheckbox id={`${idPrefix}-private`} checked={isPrivate} onChange={setPrivate} />
          <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
            <Button type="submit" disabled={pending}>
              {pending ? "Salvataggio..." : editing ? "Salva modifiche" : "Salva spesa"}
            </Button>
            <Button variant="outline" onClick={close}>
              Annulla
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
