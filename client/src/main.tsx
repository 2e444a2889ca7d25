// First: configures zod before any schema is used.
import "./lib/zod-config";
import { StrictMode } from "react";
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
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}

// After the first render: the offline shell's worker, and the expenses queued without a connection.
registerServiceWorker();
void import("./features/expenses/offline-queue").then((q) => q.startOfflineQueue());
