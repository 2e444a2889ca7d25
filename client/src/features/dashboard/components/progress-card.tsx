import { Award, Flame } from "lucide-react";
import { formatDate } from "@shared/format";
import { BADGE_LABELS } from "@shared/labels";
import { POINTS_PER_LEVEL, nextLevelText, type DashboardSummary } from "@shared/schemas/gamification";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

/**
 * Lessons bar out of the catalogue's lessons (the server's `totalLessons`, docs/courses.md "Conteggi"; capped at
 * 100 %) and up to 3 recent badges (docs/gamification.md).
 */
export function ProgressCard({ summary }: { summary: DashboardSummary }) {
  const total = summary.totalLessons;
  const pct = total > 0 ? Math.min(100, (summary.completedLessons / total) * 100) : 0;
  return (
    <Card data-testid="progress-card">
      <CardHeader>
        <CardTitle>I tuoi progressi</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div data-testid="streak">
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <Flame className="h-5 w-5 text-orange-600" aria-hidden="true" />
            <span>
              Serie attuale: <strong>{summary.streak.current} {summary.streak.current === 1 ? "giorno" : "giorni"}</strong> · migliore: {summary.streak.best}
            </span>
          </p>
          <p className="mt-1 text-xs text-slate-600">Studia, registra una spesa o salva un calcolo ogni giorno per allungarla.</p>
        </div>
        <div data-testid="level-bar">
          <div className="mb-1 flex justify-between text-sm">
            <span>Livello {summary.level}</span>
            <span className="text-slate-600">{nextLevelText(summary.nextLevel)}</span>
          </div>
          <Progress value={((POINTS_PER_LEVEL - summary.nextLevel.pointsNeeded) / POINTS_PER_LEVEL) * 100} label={`Progresso verso il livello ${summary.nextLevel.level}`} />
        </div>
        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span>Lezioni completate</span>
            <span className="font-semibold">
              {Math.min(summary.completedLessons, total)}/{total}
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
