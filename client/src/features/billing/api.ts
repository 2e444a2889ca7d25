import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingContract as api } from "@shared/contracts/billing";
import type { PlanView } from "@shared/schemas/billing";
import { apiQuery, call, queryKey } from "@/lib/api";
import { toast } from "@/components/ui/toast";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";

/** Whether real payments are on, and the publishable key (never hard-coded in the client). */
export const useBillingConfig = () => useQuery(apiQuery(api.config));

export const useCreateSubscription = () =>
  useMutation({
    mutationFn: () => call(api.createSubscription),
    // The checkout shows the demo notice instead (a 503 silently).
    meta: { errorToast: false },
  });

/**
 * Opens Stripe's customer portal. The callbacks live on the hook, not on mutate(): the avatar
 * menu closes (and unmounts its item) before the answer arrives.
 */
export const useBillingPortal = (navigate: (url: string) => void = (url) => window.location.assign(url)) =>
  useMutation({
    mutationFn: () => call(api.portal),
    onSuccess: ({ url }) => navigate(url),
  });

/** The plan changes when Stripe's webhook arrives, a moment after the payment: read the user again then. */
export function refreshPlanSoon(delays: number[] = [1500, 5000]) {
  for (const ms of delays) setTimeout(() => void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }), ms);
}

/** The signed-in user's plan (free, trial, Premium, cancelled) as /account and /subscribe show it. */
export const usePlan = () => useQuery(apiQuery(api.plan));

/** A plan change (demo trial, demo activation, cancel, resume): the plan and the user are read again. */
function usePlanChange(fn: () => Promise<PlanView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (plan) => {
      client.setQueryData(queryKey(api.plan), plan);
      void client.invalidateQueries({ queryKey: AUTH_USER_KEY });
      if (plan.message) toast({ title: plan.message, variant: "success" });
    },
  });
}

export const useDemoTrial = () => usePlanChange(() => call(api.demoTrial));
export const useDemoActivate = () => usePlanChange(() => call(api.demoActivate));
export const useCancelPlan = () => usePlanChange(() => call(api.cancel));
export const useResumePlan = () => usePlanChange(() => call(api.resume));
