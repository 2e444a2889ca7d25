import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { adminContract } from "@shared/contracts/admin";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";


export const useAdminOverview = () => useQuery({ ...apiQuery(adminContract.overview), retry: false });

export const useAdminLogout = () =>
  useMutation({
    mutationFn: () => call(authContract.logout),
    // The admin leaves for the login page either way.
    meta: { errorToast: false },
    // Drop every cached admin answer with the session.
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_KEY[0] });
      queryClient.setQueryData(AUTH_USER_KEY, null);
    },
  });

// Users, audit log and health (docs/operations.md). Every change refreshes the user's rows and the log.
const refreshUsers = () => {
  void queryClient.invalidateQueries({ queryKey: keyPrefix(adminContract.users) });
  void queryClient.invalidateQueries({ queryKey: keyPrefix(adminContract.user) });
  void queryClient.invalidateQueries({ queryKey: keyPrefix(adminContract.audit) });
};

export const useAdminUsers = (q: string, page: number) =>
  useQuery({ ...apiQuery(adminContract.users, { query: { q, page } }), placeholderData: (prev) => prev });

export const useAdminUser = (id: number | null) => useQuery({ ...apiQuery(adminContract.user, { params: { id: id ?? 0 } }), enabled: id !== null });

/** The audit log a page at a time, newest first: "Mostra altri" asks for the page after the last (docs/operations.md, "Registro"). */
export const useAdminAudit = () =>
  useInfiniteQuery({
    queryKey: [...keyPrefix(adminContract.audit), "pagine"],
    queryFn: ({ pageParam }) => call(adminContract.audit, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAdminHealth = () => useQuery({ ...apiQuery(adminContract.health), refetchInterval: 60_000 });

export const useAdminSettings = () => useQuery(apiQuery(adminContract.settings));

export const useSetSignIn = () =>
  useMutation({ mutationFn: (v: { id: number; enabled: boolean }) => call(adminContract.setSignIn, { params: { id: v.id }, body: { enabled: v.enabled } }), onSuccess: refreshUsers });

export const useResendVerification = () =>
  useMutation({ mutationFn: (id: number) => call(adminContract.resendVerification, { params: { id } }), onSuccess: refreshUsers });

export const useSetAdminRole = () =>
  useMutation({
    mutationFn: (v: { id: number; isAdmin: boolean; currentPassword: string }) =>
      call(adminContract.setRole, { params: { id: v.id }, body: { isAdmin: v.isAdmin, currentPassword: v.currentPassword } }),
    // The form shows the wrong-password message under its field.
    meta: { errorToast: false },
    onSuccess: refreshUsers,
  });

export const useSetPremium = () =>
  useMutation({
    mutationFn: (v: { id: number; action: "grant" | "remove"; until: string | null; reason: string }) =>
      call(billingContract.setPremium, { params: { id: v.id }, body: { action: v.action, until: v.until, reason: v.reason } }),
    onSuccess: refreshUsers,
  });
