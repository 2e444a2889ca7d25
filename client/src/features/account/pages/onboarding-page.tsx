import { useState } from "react";
import { useLocation } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { useSaveHouseholdProfile } from "../api";
import { bodyOf, emptyDraft, GoalField, HouseholdSizeFields, IncomeField, SalaryPaymentsField, type DraftErrors, type HouseholdDraft } from "../components/household-fields";

const STEPS = [
  { title: "Quanto entra ogni mese?", fields: ["monthlyIncome", "salaryPayments"] },
  { title: "Chi c'è in famiglia?", fields: ["householdSize", "children", "singleIncome"] },
  { title: "Qual è l'obiettivo principale?", fields: ["goal"] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof HouseholdDraft> }>;

/**
 * /onboarding, right after registration (docs/accounts.md): three short steps, each skippable;
 * what is answered prefills the calculators and orders the dashboard's suggestions.
 */
export default function OnboardingPage() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<HouseholdDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [done, setDone] = useState(false);
  const save = useSaveHouseholdProfile({ quiet: true });
  const current = STEPS[step]!;
  const onChange = (patch: Partial<HouseholdDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const next = () => (step + 1 < STEPS.length ? setStep(step + 1) : setDone(true));
  /** Saves this step's answers (an empty answer saves nothing) and moves on. */
  const submit = (skip: boolean) => {
    const answered = skip ? {} : Object.fromEntries(current.fields.filter((f) => draft[f] !== "").map((f) => [f, draft[f]]));
    // The last step always saves, even empty, so the onboarding counts as seen.
    if (Object.keys(answered).length === 0 && step + 1 < STEPS.length) return next();
    save.mutate(bodyOf(answered), {
      onSuccess: () => {
        setErrors({});
        next();
      },
      onError: (err) => setErrors(err instanceof ApiError ? (err.fieldErrors as DraftErrors) : {}),
    });
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <Card>
        <CardContent className="grid gap-5 p-6">
          {done ? (
            <>
              <h1 className="text-2xl font-bold text-slate-900">Tutto pronto!</h1>
              <p className="text-slate-700">
                Useremo queste risposte per compilare i calcolatori e suggerirti i prossimi passi. Puoi cambiarle quando vuoi dalla pagina
                Account.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => navigate("/")}>Vai alla dashboard</Button>
                <Button variant="outline" onClick={() => navigate("/check-up")}>
                  Fai il check-up
                </Button>
              </div>
            </>
          ) : (
            <form
              noValidate
              className="grid gap-5"
              onSubmit={(e) => {
                e.preventDefault();
                submit(false);
              }}
            >
              <p className="text-sm font-medium text-brand-700" aria-live="polite">
                Passo {step + 1} di {STEPS.length}
              </p>
              <h1 className="text-2xl font-bold text-slate-900">{current.title}</h1>
              {step === 0 && <IncomeField draft={draft} errors={errors} onChange={onChange} idPrefix="onb" />}
              {step === 0 && <SalaryPaymentsField draft={draft} errors={errors} onChange={onChange} idPrefix="onb" />}
              {step === 1 && <HouseholdSizeFields draft={draft} errors={errors} onChange={onChange} idPrefix="onb" />}
              {step === 2 && <GoalField draft={draft} errors={errors} onChange={onChange} idPrefix="onb" />}
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? "Salvataggio..." : step + 1 < STEPS.length ? "Avanti" : "Fine"}
                </Button>
                <Button variant="ghost" onClick={() => submit(true)} disabled={save.isPending}>
                  Salta
                </Button>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
