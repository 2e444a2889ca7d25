import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";

// `npm run admin:create` while the server runs on the same embedded database: it must say to
// stop the server, and write nothing (docs/security.md). Spawns the script: a slow test.
const ROOT = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-admin-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("admin:create con il server in esecuzione", () => {
  it("si ferma e dice di fermare il server", async () => {
    const running = await openDatabase({ dataDir: dir });
    try {
      const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", "capo@esempio.it", "password-sicura"], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", NODE_ENV: "development" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(r.status).toBe(3);
      expect(r.stderr).toContain(`Il server è in esecuzione sulla cartella dei dati ${dir} (processo ${process.pid})`);
      expect(r.stderr).toContain("Fermalo e rilancia npm run admin:create");
    } finally {
      await running.close();
    }
  }, 90_000);
});
