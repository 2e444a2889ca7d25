// Query and mutations of the household page (docs/household.md).
import { useMutation, useQuery } from "@tanstack/react-query";
import type { HouseholdRole } from "@shared/schemas/household";
import { householdContract as api } from "@shared/contracts/household";
import { expensesContract } from "@shared/contracts/expenses";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const useHousehold = () => useQuery(apiQuery(api.get));

/** Every change moves the household and the expenses' authors and visibility. */
function refresh() {
  void queryClient.invalidateQueries({ queryKey: keyPrefix(api.get) });
  void queryClient.invalidateQueries({ queryKey: keyPrefix(expensesContract.list) });
}

/** The invite form shows the server's message by its fields, so no toast (docs/client.md). */
export const useInvite = () =>
  useMutation({
    mutationFn: (body: { email: string; role: "editor" | "viewer" }) => call(api.invite, { body }),
    onSuccess: refresh,
    meta: { errorToast: false },
  });

export const useRevokeInvitation = () => useMutation({ mutationFn: (id: number) => call(api.revokeInvitation, { params: { id } }), onSuccess: refresh, meta: { errorTitle: "Invito non revocato" } });

export const useChangeRole = () =>
  useMutation({
    mutationFn: ({ id, role }: { id: number; role: Exclude<HouseholdRole, "owner"> }) => call(api.changeRole, { params: { id }, body: { role } }),
    onSuccess: refresh,
    meta: { errorTitle: "Ruolo non cambiato" },
  });

export const useRemoveMember = () => useMutation({ mutationFn: (id: number) => call(api.removeMember, { params: { id } }), onSuccess: refresh, meta: { errorTitle: "Membro non rimosso" } });
export const useTransfer = () => useMutation({ mutationFn: (memberId: number) => call(api.transfer, { body: { memberId } }), onSuccess: refresh, meta: { errorTitle: "Titolarità non ceduta" } });
export const useLeave = () => useMutation({ mutationFn: () => call(api.leave), onSuccess: refresh, meta: { errorTitle: "Non sei uscito dalla famiglia" } });

/**
 * The join page's invitation: who invites, the household, the role (docs/household.md, "Il link
 * d'invito"). A read: the token stays usable; an unusable one is the server's 404, not retried.
 */
export const useInvitationPreview = (token: string) => useQuery({ ...apiQuery(api.preview, { query: { token } }), enabled: token !== "", retry: false });

/** The join page shows the error itself. */
export const useAccept = () => useMutation({ mutationFn: (token: string) => call(api.accept, { body: { token } }), onSuccess: refresh, meta: { errorToast: false } });
