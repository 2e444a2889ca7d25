import { lazy, Suspense, type ReactNode } from "react";
import { useAuth } from "@/lib/use-auth";
import { Navbar } from "./navbar";
import { PublicHeader } from "./public-header";
import { Footer } from "./footer";

// Loaded after the page, so they add nothing to the first page's weight.
const ChatWidget = lazy(() => import("@/features/chat/chat-widget"));
const PageTracker = lazy(() => import("@/features/analytics/page-tracker"));

export function Layout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
        Vai al contenuto
      </a>
      {user ? <Navbar user={user} /> : <PublicHeader />}
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
