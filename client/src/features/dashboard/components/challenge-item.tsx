import { Clock, Trophy } from "lucide-react";
import { challengePercent, challengeTimeLeft, type Challenge, type UserChallenge } from "@shared/schemas/gamification";
import { formatNumber } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";

const TYPE_LABELS: Record<Challenge["challengeType"], string> = {
  daily: "Giornaliera",
  weekly: "Settimanale",
  monthly: "Mensile",
  milestone: "Traguardo",
};

type Props = { challenge: Challenge; state?: UserChallenge; onStart?: (id: number) => void; starting?: boolean; now?: Date };

/** A challenge: percent (capped at 100), reward, time left and a start action when not started. */
export function ChallengeItem({ challenge, state, onStart, starting, now = new Date() }: Props) {
  const percent = challengePercent(state?.currentProgress ?? 0, challenge.targetValue);
  const timeLeft = challengeTimeLeft(challenge.endsAt, now);
  const expired = timeLeft === "Scaduta";
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="challenge-item" aria-label={challenge.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{challenge.title}</p>
          <p className="text-sm text-slate-600">{challenge.description}</p>
        </div>
        <Badge tone="premium">
          <Trophy className="h-3.5 w-3.5" aria-hidden="true" />
          {formatNumber(challenge.pointsReward)} punti
        </Badge>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <Badge tone="neutral">{TYPE_LABELS[challenge.challengeType] ?? challenge.challengeType}</Badge>
        <span className={`inline-flex items-center gap-1 ${timeLeft === "Ultima ora!" || expired ? "font-semibold text-red-700" : ""}`} data-testid="time-left">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {timeLeft}
        </span>
      </div>
      {state ? (
        <div className="mt-2">
          <div className="mb-1 flex justify-between text-sm">
            <span>
              {formatNumber(state.currentProgress)}/{formatNumber(challenge.targetValue)}
            </span>
            <span className="font-semibold" data-testid="challenge-percent">
              {state.completed ? "Completata!" : `${percent}%`}
            </span>
          </div>
          <Progress value={percent} label={`Avanzamento: ${challenge.title}`} barClassName={state.completed ? "bg-emerald-600" : undefined} />
        </div>
      ) : (
        !expired &&
        onStart && (
          <Button size="sm" className="mt-2" disabled={starting} onClick={() => onStart(challenge.id)} aria-label={`Inizia la sfida: ${challenge.title}`}>
            Inizia sfida
          </Button>
        )
      )}
    </li>
  );
}
