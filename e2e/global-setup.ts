import type { TestProject } from "vitest/node";
import { startAppServer } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
    /** The server's DATA_DIR (its mail/ folder: every mail as a .eml file). */
    dataDir: string;
  }
}

const ADMIN_EMAIL = "admin.e2e@esempio.it";
const ADMIN_PASSWORD = "admin-e2e-password";

/**
 * Starts the app on a free loopback port with a fresh embedded database. E2E_BUILD=1 (CI) runs
 * the production build (npm run build first); otherwise the dev server.
 */
export default async function setup(project: TestProject) {
  const server = await startAppServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  project.provide("baseURL", server.baseURL);
  project.provide("adminEmail", ADMIN_EMAIL);
  project.provide("adminPassword", ADMIN_PASSWORD);
  project.provide("dataDir", server.dataDir);
  return server.stop;
}
