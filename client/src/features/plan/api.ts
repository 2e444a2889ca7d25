// Query keys and hooks of the plan's goals and emergency fund (docs/plan.md).
import { useMutation, useQuery } from "@tanstack/react-query";
import type { NewContribution, NewGoal } from "@shared/schemas/goals";
import { goalsContract as api } from "@shared/contracts/goals";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const useGoals = () => useQuery(apiQuery(api.list));
export const useGoalProposal = () => useQuery(apiQuery(api.proposal));
export const useEmergencyFund = (months: number | undefined) => useQuery({ ...apiQuery(api.emergencyFund, { query: months === undefined ? {} : { months } }), placeholderData: (previous) => previous });

/** A goal's change moves the list (the page's and the dashboard's card) and the proposal. */
function refreshGoals() {
  for (const read of [api.list, api.proposal]) void queryClient.invalidateQueries({ queryKey: keyPrefix(read) });
}

export const useCreateGoal = () =>
  useMutation({
    mutationFn: (input: NewGoal) => call(api.create, { body: input }),
    onSuccess: refreshGoals,
    // The form shows field errors itself; the free limit is toasted with its own message.
    meta: { errorTitle: "Obiettivo non salvato" },
  });

export const useDeleteGoal = () =>
  useMutation({
    mutationFn: (id: number) => call(api.remove, { params: { id } }),
    onSuccess: refreshGoals,
  });

export const useContribute = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: number; input: NewContribution }) => call(api.contribute, { params: { id }, body: input }),
    onSuccess: refreshGoals,
    meta: { errorTitle: "Movimento non registrato" },
  });
