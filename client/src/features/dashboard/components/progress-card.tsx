import { Award } from "lucide-react";
import { LESSONS_PROGRESS_TOTAL } from "@shared/constants";
import { formatDate } from "@shared/format";
import { BADGE_LABELS } from "@shared/labels";
import type { DashboardSummary } from "@shared/schemas/gamification";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

/** Lessons bar out of 20 (capped at 100 %) and up to 3 recent badges (docs/gamification.md). */
export function ProgressCard({ summary }: { summary: DashboardSummary }) {
  const pct = Math.min(100, (summary.completedLessons / LESSONS_PROGRESS_TOTAL) * 100);
  return (
    <Card data-testid="progress-card">
      <CardHeader>
        <CardTitle>I tuoi progressi</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span>Lezioni completate</span>
            <span className="font-semibold">
              {Math.min(summary.completedLessons, LESSONS_PROGRESS_TOTAL)}/{LESSONS_PROGRESS_TOTAL}
            </span>
          </div>
          <Progress value={pct} label="Lezioni completate" />
        </div>
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">Badge recenti</p>
          {summary.recentBadges.length === 0 ? (
            <p className="text-sm text-slate-600">Nessun badge ancora: simula un PAC o raggiungi il tuo obiettivo di risparmio per ottenere il primo.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {summary.recentBadges.map((b) => (
                <li key={b.badgeType}>
                  <Badge tone="premium" title={`Ottenuto il ${formatDate(b.earnedAt)}`}>
                    <Award className="h-3.5 w-3.5" aria-hidden="true" />
                    {BADGE_LABELS[b.badgeType as keyof typeof BADGE_LABELS] ?? b.badgeType}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
