import { useEffect, useMemo } from "react";
import { useSearch } from "wouter";

/** The calculator's inputs read from the address (docs/calculators.md, "URL parameters"), for the form's defaults. */
export function useUrlValues<T>(read: (search: string) => T | null): T | null {
  const search = useSearch();
  return useMemo(() => read(search), [read, search]);
}

/**
 * Puts the address's values in the form once it exists, validating them (a value outside the
 * form's limits shows the form's message at once), and again whenever the address changes while
 * the page is open (the assistant's follow-up link on the same page). `apply` must be stable.
 */
export function useApplyUrlValues<T>(values: T | null, apply: (values: T) => void): void {
  useEffect(() => {
    if (values) apply(values);
  }, [values, apply]);
}
