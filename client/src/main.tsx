// First: configures zod before any schema is used.
import "./lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app/app";
import { queryClient } from "./lib/query-client";
import { AUTH_USER_KEY } from "./lib/use-auth";
import "./index.css";
import { registerServiceWorker } from "./lib/pwa";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
);
// A visitor's public page arrives drawn by the server (server/web/prerender.ts) with the data it
// was drawn from: the same data makes the first render identical, so React takes the markup over.
const prerendered = document.getElementById("prerender-data");
if (prerendered) {
  const queries = JSON.parse(prerendered.textContent ?? "[]") as Array<[unknown[], unknown]>;
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  // The server found no session; stale from the start, so the authentication check
  // (docs/client.md, "Start and authentication") still runs in the background: the page stays on
  // screen, and changes if a user turns up.
  queryClient.setQueryData(AUTH_USER_KEY, null, { updatedAt: 0 });
  // As a transition, React hydrates in slices and yields between them: the page already on
  // screen answers a tap or a scroll while the app takes it over (docs/client.md, "Start and
  // authentication").
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}

// Background work, once the page has loaded and the browser is idle: the offline shell's worker,
// and the expenses queued without a connection (each loads its own code).
const whenIdle = (fn: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1000));
const startBackground = () =>
  whenIdle(() => {
    registerServiceWorker();
    void import("./features/expenses/offline-start").then((q) => q.startOfflineQueue());
  });
if (document.readyState === "complete") startBackground();
else window.addEventListener("load", startBackground, { once: true });
