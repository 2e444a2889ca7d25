import { Crown, Medal } from "lucide-react";
import { Link } from "wouter";
import { WIDGET_DEFAULTS } from "@shared/constants";
import { formatNumber } from "@shared/format";
import type { LeaderboardTimeframe } from "@shared/schemas/gamification";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useLeaderboard } from "../api";

const PODIUM = ["bg-amber-100 text-amber-900 ring-1 ring-amber-300", "bg-slate-200 text-slate-800 ring-1 ring-slate-300", "bg-orange-100 text-orange-900 ring-1 ring-orange-300"];

/** 'Classifica Mensile' or 'Classifica Generale' (docs/gamification.md); ranks 1-3 are styled. */
export function LeaderboardWidget({ timeframe = "monthly", limit = WIDGET_DEFAULTS.leaderboard }: { timeframe?: LeaderboardTimeframe; limit?: number }) {
  const { data, isLoading, isError } = useLeaderboard(timeframe, limit);
  return (
    <Card className="h-full" data-testid="leaderboard-widget">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="h-5 w-5 text-amber-600" aria-hidden="true" />
          {timeframe === "monthly" ? "Classifica Mensile" : "Classifica Generale"}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && <Spinner />}
        {isError && <p className="text-sm text-red-700">Impossibile caricare la classifica.</p>}
        {data && data.length === 0 && <p className="text-sm text-slate-600">Ancora nessun punto questo mese: completa una lezione o una sfida per entrare in classifica!</p>}
        <ol className="space-y-1.5">
          {data?.map((e) => (
            <li
              key={e.rank}
              className={cn("flex items-center gap-3 rounded-lg px-2 py-1.5", e.rank <= 3 ? PODIUM[e.rank - 1] : "bg-white", e.isCurrentUser && "outline outline-2 outline-brand-500")}
              data-testid="leaderboard-entry"
            >
              <span className="flex w-7 justify-center font-bold" aria-label={`Posizione ${e.rank}`}>
                {e.rank <= 3 ? <Medal className="h-5 w-5" aria-hidden="true" /> : null}
                {e.rank > 3 ? e.rank : <span className="sr-only">{e.rank}</span>}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">
                  {e.displayName}
                  {e.isCurrentUser && <span className="ml-1 text-xs font-normal">(tu)</span>}
                </span>
                <span className="text-xs opacity-80">{e.levelLabel}</span>
              </span>
              <span className="font-bold">{formatNumber(timeframe === "monthly" ? e.monthlyPoints : e.totalPoints)} pt</span>
            </li>
          ))}
        </ol>
        <Link href="/account" className="mt-3 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500">
          Scegli come comparire in classifica
        </Link>
      </CardContent>
    </Card>
  );
}
