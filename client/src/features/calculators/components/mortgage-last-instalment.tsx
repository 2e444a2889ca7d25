import type { MortgageResult } from "@shared/finance/mortgage";
import { formatEuro } from "@shared/money";

const euro = (cents: number) => formatEuro(cents / 100);

/**
 * The French schedule's last instalment pays whatever principal is left after every month's
 * interest was rounded to the cent, so it differs from the others: the page says by how much
 * for these figures instead of promising "a few cents" (docs/calculators.md).
 */
export function LastInstalmentNote({ result }: { result: MortgageResult }) {
  const diff = result.lastPaymentCents - result.monthlyPaymentCents;
  return (
    <p className="text-xs text-slate-500" data-testid="last-instalment">
      Ammortamento alla francese a tasso fisso: rata costante di {euro(result.monthlyPaymentCents)}. L'ultima rata è di {euro(result.lastPaymentCents)}
      {diff === 0 ? ", uguale alle altre" : ` (${diff > 0 ? "+" : "−"}${euro(Math.abs(diff))})`}: assorbe gli arrotondamenti al centesimo degli interessi di ogni mese, così il debito si chiude esattamente a 0,00 €. Su un mutuo lungo la differenza può arrivare a qualche euro.
    </p>
  );
}
