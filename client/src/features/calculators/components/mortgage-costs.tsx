import { useState } from "react";
import { purchaseCosts, type PurchaseCostOptions } from "@shared/finance/mortgage";
import { formatEuro } from "@shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label, Select } from "@/components/ui/input";

const euro = (cents: number) => formatEuro(cents / 100);
const range = (min: number, max: number) => (min === max ? euro(min) : `${euro(min)} – ${euro(max)}`);

/**
 * What buying with a mortgage costs besides the price, each item as a range with its basis
 * (shared/finance/purchase-costs.ts). First home or not and who sells change the taxes.
 */
export function MortgageCosts({ propertyValue, loanCents }: { propertyValue: number; loanCents: number }) {
  const [firstHome, setFirstHome] = useState(true);
  const [seller, setSeller] = useState<PurchaseCostOptions["seller"]>("privato");
  const costs = purchaseCosts(propertyValue, { firstHome, seller, loanCents });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Costi di acquisto e del mutuo per un immobile da {formatEuro(propertyValue)}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <Label htmlFor="costs-first-home">Tipo di acquisto</Label>
            <Select id="costs-first-home" value={firstHome ? "prima" : "altra"} onChange={(e) => setFirstHome(e.target.value === "prima")}>
              <option value="prima">Prima casa (con i requisiti)</option>
              <option value="altra">Seconda casa o senza requisiti</option>
            </Select>
          </div>
          <div>
            <Label htmlFor="costs-seller">Chi vende</Label>
            <Select id="costs-seller" value={seller} onChange={(e) => setSeller(e.target.value === "impresa" ? "impresa" : "privato")}>
              <option value="privato">Un privato</option>
              <option value="impresa">L'impresa costruttrice</option>
            </Select>
          </div>
        </div>
        <dl className="divide-y divide-slate-100 text-sm" data-testid="extra-costs">
          {costs.items.map((c) => (
            // dt and dd are direct children of the row (a nested wrapper breaks the list for screen readers).
            <div key={c.id} className="flex flex-wrap justify-between gap-x-2 py-2" data-testid={`cost-${c.id}`}>
              <dt className="font-semibold text-slate-900">{c.label}</dt>
              <dd className="tabular-nums">{range(c.minCents, c.maxCents)}</dd>
              <dd className="w-full text-xs text-slate-600">Base: {c.basis}.</dd>
              <dd className="w-full text-xs text-slate-500">{c.note}</dd>
            </div>
          ))}
          <div className="flex flex-wrap justify-between gap-2 py-2 font-semibold">
            <dt>Totale stimato</dt>
            <dd className="tabular-nums" data-testid="extra-costs-total">{range(costs.minCents, costs.maxCents)}</dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500">Le imposte seguono le regole in vigore; perizia, istruttoria, notaio, agenzia e assicurazione sono stime di mercato: chiedi sempre i preventivi.</p>
      </CardContent>
    </Card>
  );
}
