import { MutationCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, apiGet } from "./api";
import { toastMutationError } from "./mutation-errors";

/** Default query: the key's first element is the URL. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiGet(String(queryKey[0]));

/** A query that answers null instead of failing when signed out. */
export function getOrNullOn401<T>(url: string): () => Promise<T | null> {
  return () =>
    apiGet<T>(url).catch((err) => {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    });
}

// Spec part 1 §9: never stale, no refetch on focus, no retries.
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
