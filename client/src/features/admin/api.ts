import { useMutation, useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "@shared/schemas/admin";
import { apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";

export const ADMIN_KEYS = { overview: ["/api/admin/overview"] as const };

export const useAdminOverview = () => useQuery<AdminOverview>({ queryKey: ADMIN_KEYS.overview, retry: false });

export const useAdminLogout = () =>
  useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    // The admin leaves for the login page either way.
    meta: { errorToast: false },
    // Drop every cached admin answer with the session.
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_KEY[0] });
      queryClient.setQueryData(AUTH_USER_KEY, null);
    },
  });
