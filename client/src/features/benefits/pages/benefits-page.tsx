import type { FormEvent } from "react";
import { Page } from "@/components/ui/page";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { useIseeEstimate } from "../api";
import { AssegnoUnicoSection } from "../components/assegno-unico-section";
import { EstimateNote } from "../components/estimate-note";
import { IseeAssets } from "../components/isee-assets";
import { IseeMembers } from "../components/isee-members";
import { IseeResult } from "../components/isee-result";
import { useIseeForm } from "../components/use-isee-form";

/** /benefits: the guided ISEE estimate and the Assegno unico (docs/benefits.md). For everyone. */
export default function BenefitsPage() {
  const form = useIseeForm();
  const isee = useIseeEstimate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    isee.mutate(form.body());
  };
  return (
    <Page title="ISEE e Assegno unico" intro="Stima l'ISEE della tua famiglia passo per passo, poi l'Assegno unico per ogni figlio e i bonus che l'ISEE ti apre.">
      <div className="space-y-8">
        <EstimateNote />
        <form onSubmit={submit} className="space-y-6" noValidate aria-label="Stima dell'ISEE">
          <IseeMembers form={form} />
          <IseeAssets form={form} />
          <Button type="submit" disabled={isee.isPending}>
            Calcola la stima dell'ISEE
          </Button>
          {isee.isError && <p role="alert" className="text-sm text-red-700">{errorMessage(isee.error)}</p>}
        </form>
        {isee.data && <IseeResult result={isee.data} />}
        <AssegnoUnicoSection estimatedIsee={isee.data?.familyBenefits.isee ?? null} />
      </div>
    </Page>
  );
}
