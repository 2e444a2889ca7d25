import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import path from "node:path";

const root = path.resolve(import.meta.dirname);
const alias = {
  "@": path.join(root, "client/src"),
  "@shared": path.join(root, "shared"),
};

// Three tiers: pure/unit tests, integration tests over createApp() on a fresh database per
// file (PGlite by default, a real PostgreSQL when DATABASE_URL is set), and client component
// tests in jsdom. Browser journeys have their own config in e2e/.
export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          globals: true,
          environment: "node",
          include: ["shared/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          globals: true,
          environment: "node",
          include: ["server/**/*.int.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          globals: true,
          environment: "jsdom",
          include: ["client/**/*.test.tsx", "client/**/*.test.ts"],
          setupFiles: ["client/src/test/setup.ts"],
        },
      },
    ],
  },
});
