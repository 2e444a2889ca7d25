import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/toast";
import {
  GAMIFICATION_MESSAGES,
  type Challenge,
  type DashboardSummary,
  type LeaderboardEntry,
  type LeaderboardTimeframe,
  type UserChallenge,
} from "@shared/schemas/gamification";

export const SUMMARY_KEY = ["/api/dashboard/summary"] as const;
export const ACTIVE_CHALLENGES_KEY = ["/api/challenges/active"] as const;
export const USER_CHALLENGES_KEY = ["/api/user/challenges"] as const;
export const leaderboardKey = (timeframe: LeaderboardTimeframe, limit: number) => [`/api/leaderboard?timeframe=${timeframe}&limit=${limit}`] as const;

// Points, progress and challenges move through actions on other pages: the dashboard reads them
// afresh on every visit instead of trusting a cache that never goes stale.
const fresh = { refetchOnMount: "always" } as const;

export const useDashboardSummary = () => useQuery<DashboardSummary>({ queryKey: SUMMARY_KEY, ...fresh });
export const useActiveChallenges = () => useQuery<Challenge[]>({ queryKey: ACTIVE_CHALLENGES_KEY, ...fresh });
export const useUserChallenges = () => useQuery<UserChallenge[]>({ queryKey: USER_CHALLENGES_KEY, ...fresh });
export const useLeaderboard = (timeframe: LeaderboardTimeframe, limit: number) =>
  useQuery<LeaderboardEntry[]>({ queryKey: leaderboardKey(timeframe, limit), ...fresh });

export function useStartChallenge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: number) => apiRequest<UserChallenge>("POST", "/api/user/challenges", { challengeId }),
    onSuccess: () => {
      toast({ title: GAMIFICATION_MESSAGES.startedTitle, description: GAMIFICATION_MESSAGES.startedBody, variant: "success" });
      return qc.invalidateQueries({ queryKey: USER_CHALLENGES_KEY });
    },
    meta: {
      // The spec's message; a server reason (e.g. expired) is more useful when there is one.
      errorDescription: (err) => {
        const reason = errorMessage(err, "");
        return reason && !/^\d{3}:/.test(reason) ? `${GAMIFICATION_MESSAGES.startError}: ${reason}` : GAMIFICATION_MESSAGES.startError;
      },
    },
  });
}
