import { useEffect } from "react";
import { useSearch } from "wouter";

/** The Assegno unico's inputs in the address (docs/benefits.md, "Parametri nell'indirizzo"): `isee` in euro, `figli` 1–20. */
export function auFromUrl(search: string): { isee: string | null; children: number | null } {
  const params = new URLSearchParams(search);
  const isee = params.get("isee")?.trim() ?? "";
  const n = Number(params.get("figli"));
  return { isee: /^[\d.,]{1,15}$/.test(isee) ? isee : null, children: Number.isInteger(n) && n >= 1 && n <= 20 ? n : null };
}

/** Puts the address's ISEE and number of children in the form when the page opens and whenever the address changes. */
export function useAuUrlValues(apply: (values: ReturnType<typeof auFromUrl>) => void): void {
  const search = useSearch();
  useEffect(() => {
    apply(auFromUrl(search));
  }, [search, apply]);
}
