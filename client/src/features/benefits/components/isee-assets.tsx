import { Button } from "@/components/ui/button";
import type { IseeFormState } from "./use-isee-form";
import { TextField } from "./text-field";

/** Steps 2 and 3 of the ISEE form: the homes and other properties, then savings, investments and rent. */
export function IseeAssets({ form }: { form: IseeFormState }) {
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">2. Case e altri immobili</legend>
        {form.properties.map((p, i) => (
          <div key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
            <TextField id={`property-${i}-value`} label={`Immobile ${i + 1}: valore ai fini IMU (€)`} hint="Rendita catastale rivalutata del 5% per 160 (abitazioni)" value={p.cadastralValue} onChange={(cadastralValue) => form.updateProperty(i, { cadastralValue })} />
            <TextField id={`property-${i}-mortgage`} label="Mutuo residuo al 31 dicembre (€)" value={p.mortgageResidual} onChange={(mortgageResidual) => form.updateProperty(i, { mortgageResidual })} />
            <label className="flex items-center gap-2 text-sm text-slate-800 sm:mt-7">
              <input type="checkbox" className="h-5 w-5" checked={p.mainHome} onChange={(e) => form.updateProperty(i, { mainHome: e.target.checked })} />
              È la casa in cui vive il nucleo
            </label>
            <Button variant="ghost" size="sm" className="sm:col-span-3 sm:justify-self-end" onClick={() => form.removeProperty(i)}>
              Togli l'immobile {i + 1}
            </Button>
          </div>
        ))}
        <Button variant="outline" onClick={form.addProperty} disabled={form.properties.length >= 20}>
          Aggiungi un immobile
        </Button>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">3. Risparmi, investimenti e affitto</legend>
        <TextField id="isee-deposits" label="Conti e depositi (€)" hint="Il maggiore tra giacenza media e saldo al 31 dicembre, sommando tutti i conti" value={form.assets.deposits} onChange={(v) => form.setAsset("deposits", v)} />
        <TextField id="isee-securities" label="Azioni, fondi, ETF e altri titoli (€)" value={form.assets.securities} onChange={(v) => form.setAsset("securities", v)} />
        <TextField id="isee-bonds" label="Titoli di Stato e buoni postali (€)" hint="Esclusi dall'ISEE fino al limite di legge" value={form.assets.governmentBonds} onChange={(v) => form.setAsset("governmentBonds", v)} />
        <TextField id="isee-rent" label="Affitto pagato nell'anno (€)" value={form.assets.rentPaid} onChange={(v) => form.setAsset("rentPaid", v)} />
      </fieldset>
    </>
  );
}
