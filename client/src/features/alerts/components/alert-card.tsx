import { AlertTriangle, Bell, PiggyBank, TrendingUp, Wallet } from "lucide-react";
import { formatRelativeTime } from "@shared/format";
import { PRIORITY_LABELS, alertTypeLabel } from "@shared/labels";
import type { Alert } from "@shared/schemas/alerts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const ICONS: Record<string, typeof Bell> = {
  budget_exceeded: Wallet,
  expense_anomaly: AlertTriangle,
  savings_milestone: PiggyBank,
  pac_reminder: TrendingUp,
};
const ICON_TONES: Record<string, string> = {
  budget_exceeded: "bg-red-100 text-red-700",
  expense_anomaly: "bg-orange-100 text-orange-700",
  savings_milestone: "bg-brand-100 text-brand-700",
  pac_reminder: "bg-sky-100 text-sky-700",
};
const PRIORITY_TONES = { high: "danger", medium: "warning", low: "info" } as const;

type Props = { alert: Alert; onMarkRead?: (id: number) => void; busy?: boolean; now?: Date; compact?: boolean };

/** One alert: icon by type, title, priority and type badges, message, relative time, 'Segna come letto'. */
export function AlertCard({ alert, onMarkRead, busy, now = new Date(), compact }: Props) {
  const Icon = ICONS[alert.alertType] ?? Bell;
  const priority = PRIORITY_LABELS[alert.priority] ?? PRIORITY_LABELS.low;
  return (
    <article
      aria-label={alert.title}
      className={cn("flex gap-3 rounded-lg border p-3", alert.isRead ? "border-slate-200 bg-white" : "border-brand-200 bg-brand-50/40")}
      data-testid="alert-card"
    >
      <span className={cn("flex h-10 w-10 shrink-0 items-center justify-center rounded-full", ICON_TONES[alert.alertType] ?? "bg-slate-100 text-slate-700")}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{alert.title}</h3>
          <Badge tone={PRIORITY_TONES[alert.priority] ?? "info"}>{priority}</Badge>
          <Badge tone="neutral">{alertTypeLabel(alert.alertType)}</Badge>
        </div>
        <p className={cn("mt-1 text-sm text-slate-700", compact && "line-clamp-2")}>{alert.message}</p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <time dateTime={alert.createdAt} className="text-xs text-slate-500">
            {formatRelativeTime(alert.createdAt, now)}
          </time>
          {!alert.isRead && onMarkRead && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onMarkRead(alert.id)} aria-label={`Segna come letto: ${alert.title}`}>
              Segna come letto
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
