import { MutationCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getByKey } from "./api";
import { toastMutationError } from "./mutation-errors";

/** Default query (a hook without its own queryFn): the key made by queryKey(contract, args). */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => getByKey(queryKey);

// docs/client.md: never stale, no refetch on focus, no retries.
export function createQueryClient() {
  return new QueryClient({
    // Every failed mutation is toasted once, here (a mutation opts out with meta.errorToast).
    mutationCache: new MutationCache({ onError: (err, _vars, _result, mutation) => toastMutationError(err, mutation) }),
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
