import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardContract } from "@shared/contracts/dashboard";
import { gamificationContract as api } from "@shared/contracts/gamification";
import { apiQuery, call, errorMessage, keyPrefix, queryKey } from "@/lib/api";
import { toast } from "@/components/ui/toast";
import { GAMIFICATION_MESSAGES, LEADERBOARD_PROFILE_MESSAGES, type LeaderboardProfile, type LeaderboardTimeframe } from "@shared/schemas/gamification";

export const USER_CHALLENGES_KEY = queryKey(api.userChallenges);

// Points, progress and challenges move through actions on other pages: the dashboard reads them
// afresh on every visit instead of trusting a cache that never goes stale.
const fresh = { refetchOnMount: "always" } as const;

export const useDashboardSummary = () => useQuery({ ...apiQuery(dashboardContract.summary), ...fresh });
export const useActiveChallenges = () => useQuery({ ...apiQuery(api.activeChallenges), ...fresh });
export const useUserChallenges = () => useQuery({ ...apiQuery(api.userChallenges), ...fresh });
export const useLeaderboard = (timeframe: LeaderboardTimeframe, limit: number) => useQuery({ ...apiQuery(api.leaderboard, { query: { timeframe, limit } }), ...fresh });

export function useStartChallenge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: number) => call(api.startChallenge, { body: { challengeId } }),
    onSuccess: () => {
      toast({ title: GAMIFICATION_MESSAGES.startedTitle, description: GAMIFICATION_MESSAGES.startedBody, variant: "success" });
      return qc.invalidateQueries({ queryKey: USER_CHALLENGES_KEY });
    },
    meta: {
      // The documented message (docs/billing.md); a server reason (e.g. expired) is more useful when there is one.
      errorDescription: (err) => {
        const reason = errorMessage(err, "");
        return reason && !/^\d{3}:/.test(reason) ? `${GAMIFICATION_MESSAGES.startError}: ${reason}` : GAMIFICATION_MESSAGES.startError;
      },
    },
  });
}

/** How the user appears on the leaderboard: a chosen name, a neutral pseudonym, or not at all. */
export const useLeaderboardProfile = () => useQuery(apiQuery(api.leaderboardProfile));

export function useSaveLeaderboardProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaderboardProfile) => call(api.saveLeaderboardProfile, { body }),
    onSuccess: (data) => {
      qc.setQueryData(queryKey(api.leaderboardProfile), data);
      toast({ title: LEADERBOARD_PROFILE_MESSAGES.saved, variant: "success" });
      return qc.invalidateQueries({ queryKey: keyPrefix(api.leaderboard) });
    },
  });
}
