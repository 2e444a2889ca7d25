import { Target } from "lucide-react";
import { WIDGET_DEFAULTS } from "@shared/constants";
import type { Challenge, UserChallenge } from "@shared/schemas/gamification";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useActiveChallenges, useStartChallenge, useUserChallenges } from "../api";
import { ChallengeItem } from "./challenge-item";

/** The user's own challenges first (running, then completed), then those not started (catalogue order within). */
export function orderChallenges(list: Challenge[], states: Map<number, UserChallenge>): Challenge[] {
  const rank = (c: Challenge) => {
    const s = states.get(c.id);
    return !s ? 2 : s.completed ? 1 : 0;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/** 'Sfide Settimanali' (docs/gamification.md). */
export function ChallengesWidget({ limit = WIDGET_DEFAULTS.challenges }: { limit?: number }) {
  const active = useActiveChallenges();
  const mine = useUserChallenges();
  const start = useStartChallenge();
  const states = new Map((mine.data ?? []).map((u) => [u.challengeId, u]));
  const shown = active.data ? orderChallenges(active.data, states).slice(0, limit) : [];
  return (
    <Card className="h-full" data-testid="challenges-widget">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Sfide Settimanali
        </CardTitle>
      </CardHeader>
      <CardContent>
        {(active.isLoading || mine.isLoading) && <Spinner />}
        {active.isError && <p className="text-sm text-red-700">Impossibile caricare le sfide.</p>}
        <ul className="space-y-2">
          {shown.map((c) => (
            <ChallengeItem key={c.id} challenge={c} state={states.get(c.id)} onStart={(id) => start.mutate(id)} starting={start.isPending} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
