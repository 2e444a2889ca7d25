import type { Mutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { ApiError, errorMessage } from "./api";

// A failed mutation is toasted once, here, by the query client's MutationCache
// (docs/ARCHITECTURE.md, form primitives). A mutation tunes or turns off that toast with `meta`.

export type MutationErrorMeta = {
  /** false: this mutation shows its error itself (or needs none). */
  errorToast?: false;
  /** The toast's title; "Errore" by default. */
  errorTitle?: string | ((err: unknown) => string);
  /** The toast's text: a fixed message, or one built from the error; the server's message by default. */
  errorDescription?: string | ((err: unknown) => string);
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

export const DEFAULT_ERROR_TITLE = "Errore";

export function toastMutationError(err: unknown, mutation: Pick<Mutation<unknown, unknown, unknown>, "meta">) {
  const meta = mutation.meta;
  if (meta?.errorToast === false) return;
  const describe = meta?.errorDescription;
  const description = typeof describe === "function" ? describe(err) : (describe ?? errorMessage(err));
  const title = typeof meta?.errorTitle === "function" ? meta.errorTitle(err) : (meta?.errorTitle ?? DEFAULT_ERROR_TITLE);
  toast({ title, description, variant: "destructive" });
}

/** For meta.errorDescription: the server's Italian message, else the mutation's own fallback. */
export const serverMessageOr =
  (fallback: string) =>
  (err: unknown): string =>
    (err instanceof ApiError ? err.serverMessage : null) ?? fallback;
