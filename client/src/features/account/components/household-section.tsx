import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { ExtraMonthsForm } from "@/features/plan";
import { ApiError } from "@/lib/api";
import { useHouseholdProfile, useSaveHouseholdProfile } from "../api";
import { bodyOf, draftOf, emptyDraft, GoalField, HouseholdSizeFields, IncomeField, type DraftErrors, type HouseholdDraft } from "./household-fields";
import { AccountSection } from "./section";

/** The onboarding's answers, editable, and the extra months (docs/accounts.md; docs/plan.md, "Mensilità aggiuntive"). */
export function HouseholdSection() {
  const profile = useHouseholdProfile();
  const save = useSaveHouseholdProfile();
  const [draft, setDraft] = useState<HouseholdDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  useEffect(() => {
    if (profile.data) setDraft(draftOf(profile.data));
  }, [profile.data]);
  const onChange = (patch: Partial<HouseholdDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const props = { draft, errors, onChange, idPrefix: "acc" };
  return (
    <AccountSection id="account-household" title="La tua famiglia" intro="Compila i calcolatori e ordina i suggerimenti della dashboard.">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          // The payments are the extra months' form's, below (one control per value).
          save.mutate(bodyOf({ ...draft, salaryPayments: undefined }), {
            onSuccess: () => setErrors({}),
            onError: (err) => setErrors(err instanceof ApiError ? (err.fieldErrors as DraftErrors) : {}),
          });
        }}
      >
        <IncomeField {...props} />
        <HouseholdSizeFields {...props} />
        <GoalField {...props} />
        <div>
          <Button type="submit" disabled={save.isPending || profile.isLoading}>
            {save.isPending ? "Salvataggio..." : "Salva la famiglia"}
          </Button>
        </div>
      </form>
      {profile.data && (
        <div className="mt-6 grid gap-3 border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-slate-900">Mensilità aggiuntive</h3>
          <p className="text-sm text-slate-700">Tredicesima e quattordicesima: quando arrivano e quanto valgono. La proposta di come dividerle è nel tuo piano.</p>
          <ExtraMonthsForm profile={profile.data} />
          <LinkButton href="/plan#mensilita-aggiuntive" variant="outline" size="sm" className="justify-self-start">
            Vai al piano
          </LinkButton>
        </div>
      )}
    </AccountSection>
  );
}
