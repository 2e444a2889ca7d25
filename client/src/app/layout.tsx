import { lazy, Suspense, type ReactNode } from "react";
import { useAuth } from "@/lib/use-auth";
import { PublicHeader } from "./public-header";
import { Footer } from "./footer";

// Loaded after the page, so they add nothing to the first page's weight.
const ChatWidget = lazy(() => import("@/features/chat/chat-widget"));
const PageTracker = lazy(() => import("@/features/analytics/page-tracker"));
// The signed-in bar (with its dropdown menu) is not part of a visitor's first load.
const Navbar = lazy(() => import("./navbar").then((m) => ({ default: m.Navbar })));

export function Layout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
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
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ChatWidget />
        <PageTracker />
      </Suspense>
    </div>
  );
}
