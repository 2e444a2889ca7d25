// Query keys and hooks of the extra months (docs/plan.md, "Mensilità aggiuntive").
import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { goalsContract as api } from "@shared/contracts/goals";
import { accountContract } from "@shared/contracts/account";
import type { householdProfileSchema } from "@shared/schemas/account";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/components/ui/toast";

export const useExtraMonths = (year: number) => useQuery({ ...apiQuery(api.extraMonths, { query: { year } }), placeholderData: (previous) => previous });
export const useProfile = () => useQuery(apiQuery(accountContract.profile));

/** Saves the profile's extra months; the profile and every year's proposal follow. */
export const useSaveExtraMonths = () =>
  useMutation({
    mutationFn: (body: z.input<typeof householdProfileSchema>) => call(accountContract.saveProfile, { body }),
    onSuccess: (res) => {
      queryClient.setQueryData(apiQuery(accountContract.profile).queryKey, res);
      void queryClient.invalidateQueries({ queryKey: keyPrefix(api.extraMonths) });
      toast({ title: "Mensilità salvate", description: "La proposta segue la tua scelta.", variant: "success" });
    },
    meta: { errorTitle: "Mensilità non salvate" },
  });
