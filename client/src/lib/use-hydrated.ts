import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server prerenders a page and while the browser hydrates it, true afterwards
 * (and at once on a page rendered only in the browser). A form on a prerendered page stays
 * read-only with its submit button disabled until then: text typed before hydration would be
 * reset by the form library, and a click would do a native submit (a GET carrying the email in
 * the URL) instead of the app's request.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
