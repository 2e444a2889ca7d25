import { FREE_EXPENSE_LIMIT } from "@shared/constants";
import { Progress } from "@/components/ui/progress";

/** Free-plan usage of the current month: the count the server enforces the limit on. */
export function UsageBanner({ count }: { count: number }) {
  const left = Math.max(0, FREE_EXPENSE_LIMIT - count);
  return (
    <section aria-label="Utilizzo del piano gratuito" className="rounded-xl border border-sky-200 bg-sky-50 p-4">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-semibold text-sky-950">
          Piano gratuito: <span data-testid="expense-usage">{count}/{FREE_EXPENSE_LIMIT}</span> spese questo mese
        </p>
        <p className="text-sky-900">{left === 1 ? "Ti resta 1 spesa" : `Ti restano ${left} spese`}</p>
      </div>
      <Progress value={(count / FREE_EXPENSE_LIMIT) * 100} label="Spese usate questo mese" barClassName={left === 0 ? "bg-amber-500" : "bg-sky-600"} />
    </section>
  );
}
