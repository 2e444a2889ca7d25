import { formatNumber } from "@shared/format";
import { FEEDBACK_MESSAGES } from "@shared/schemas/feedback";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api";
import { StatCard } from "@/components/ui/stat-card";
import { useAdminFeedback } from "@/features/feedback";
import { FeedbackItem } from "./feedback-item";

export function FeedbackTab() {
  const { data, isLoading, error } = useAdminFeedback();
  const c = data?.counts;
  const n = (v: number | undefined) => (v === undefined ? "…" : formatNumber(v));
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Totale" value={n(c?.total)} />
        <StatCard label="Nuovi" value={n(c?.new)} />
        <StatCard label="In sviluppo" value={n(c?.inProgress)} />
        <StatCard label="Completati" value={n(c?.completed)} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Feedback ricevuti</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading && (
            <ul className="grid gap-3" aria-label="Caricamento feedback">
              {[0, 1, 2].map((i) => (
                <li key={i} className="h-24 animate-pulse rounded-lg bg-slate-100" />
              ))}
            </ul>
          )}
          {error && <p className="text-red-700">{errorMessage(error)}</p>}
          {data && data.items.length === 0 && <p className="text-slate-600">{FEEDBACK_MESSAGES.empty}</p>}
          {data && data.items.length > 0 && (
            <ul className="grid h-[32rem] content-start gap-3 overflow-y-auto pr-1" aria-label="Elenco feedback" tabIndex={0}>
              {data.items.map((f) => (
                <FeedbackItem key={`${f.id}-${f.adminNotes ?? ""}-${f.reply?.repliedAt ?? ""}`} item={f} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
