import { useCallback } from "react";
import { useForm, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { hasErrorCode } from "@/lib/api";

type Schema = z.ZodType<FieldValues, FieldValues>;

export type ZodForm<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * Puts the messages of a server 400 `{message, fieldErrors}` on the form's own fields.
   * Returns true when at least one field got a message.
   */
  applyServerErrors: (err: unknown) => boolean;
};

/** Fields of a 400 answer that name a field of this form, with their messages. */
export function serverFieldErrors(err: unknown, fieldNames: readonly string[]): [string, string][] {
  if (!hasErrorCode(err, "validation", "bad_request")) return [];
  return Object.entries(err.fieldErrors).filter(([name, message]) => fieldNames.includes(name) && typeof message === "string");
}

/**
 * A react-hook-form form validated by a shared zod schema (the same one the server uses), typed
 * from the schema's input and output: no casts at the call sites (docs/ARCHITECTURE.md).
 */
export function useZodForm<S extends Schema>(schema: S, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {}): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  const { getValues, setError } = form;
  const applyServerErrors = useCallback(
    (err: unknown) => {
      const found = serverFieldErrors(err, Object.keys(getValues() as object));
      for (const [name, message] of found) setError(name as FieldPath<z.input<S>>, { type: "server", message });
      return found.length > 0;
    },
    [getValues, setError],
  );
  return Object.assign(form, { applyServerErrors });
}
