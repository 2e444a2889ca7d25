import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/lib/use-auth";
import { sendPageView } from "./api";

const ExitIntent = lazy(() => import("./exit-intent"));

// Where this visit came from, read once at page load: SPA route changes keep the same source.
const entry = (() => {
  if (typeof window === "undefined") return { referrer: null, utm: null };
  const utm = new URLSearchParams(window.location.search).get("utm_source");
  return { referrer: document.referrer || null, utm: utm ? utm.slice(0, 200) : null };
})();

/** Reports each page view (route changes included) and mounts the landing's exit-intent offer for visitors. */
export default function PageTracker() {
  const [location] = useLocation();
  const { user, isLoading } = useAuth();
  const last = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice in development; one view per location change.
    if (last.current === location) return;
    last.current = location;
    sendPageView({ page: location, referrer: entry.referrer, utm_source: entry.utm });
  }, [location]);

  if (location !== "/" || isLoading || user) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntent />
    </Suspense>
  );
}
