import { useMutation, useQuery } from "@tanstack/react-query";
import { adminContract } from "@shared/contracts/admin";
import { authContract } from "@shared/contracts/auth";
import { apiQuery, call } from "@/lib/api";
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
