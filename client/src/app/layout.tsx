import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/lib/use-auth";
import { PublicHeader } from "./public-header";
import { Footer } from "./footer";

// Loaded after the page, so they add nothing to the first page's weight.
const ChatWidget = lazy(() => import("@/features/chat/chat-widget"));
const PageTracker = lazy(() => import("@/features/analytics/page-tracker"));
// The signed-in bar (with its dropdown menu) is not part of a visitor's first load.
const Navbar = lazy(() => import("./navbar").then((m) => ({ default: m.Navbar })));

/** True once the page has loaded and the browser is idle: what is not part of the page waits until then. */
function useAfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    const start = () => {
      idle = typeof requestIdleCallback === "function" ? requestIdleCallback(() => setReady(true), { timeout: 1500 }) : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * Keeps document.title on the current page's own title (docs/client.md). The table of titles is
 * loaded on its own: the server already wrote the first load's title, so the landing page's
 * initial JS does not carry it (docs/benchmarks.md, "Bundle del client").
 */
function useDocumentTitle(signedIn: boolean, loading: boolean) {
  const [path] = useLocation();
  useEffect(() => {
    if (loading) return;
    let current = true;
    void import("./page-titles").then(({ pageTitle }) => {
      const title = pageTitle(path, signedIn);
      if (current && title) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [path, signedIn, loading]);
}

export function Layout({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  useDocumentTitle(Boolean(user), isLoading);
  // The chat button and the page-view tracker are not part of the first content: fetching their
  // chunks after the page settles keeps them off the critical path.
  const afterLoad = useAfterLoad();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
        Vai al contenuto
      </a>
      {user ? (
        <Suspense fallback={<div className="h-16 border-b border-slate-200 bg-white" />}>
          <Navbar user={user} />
        </Suspense>
      ) : (
        <PublicHeader />
      )}
      {/* At least a screen tall: the footer starts below the fold, so a page whose chunk or data
          arrives later does not push a visible footer down (a layout shift). */}
      <main id="main" className="min-h-screen flex-1">
        {children}
      </main>
      <Footer isAdmin={Boolean(user?.isAdmin)} />
      {afterLoad && (
        <Suspense fallback={null}>
          <ChatWidget />
          <PageTracker />
        </Suspense>
      )}
    </div>
  );
}
