import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import request from "supertest";
import { openDatabase } from "../../db/client";
import { migrate } from "../../db/migrate";
import { call, createTestContext, isRealPostgres, openTestDatabase } from "../../test/harness";
import { authContract } from "@shared/contracts/auth";

describe("sessioni persistenti", () => {
  it("una sessione sopravvive al riavvio del server", async () => {
    // Embedded mode restarts PGlite from its data directory; server mode reconnects to the same database.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-restart-"));
    const fresh = isRealPostgres() ? await openTestDatabase() : null;
    const open = async () => {
      const d = await openDatabase({ dataDir: dir });
      await migrate(d);
      return d;
    };
    const first = fresh ? fresh.database : await open();
    const ctx1 = await createTestContext({ database: first });
    const { agent } = await ctx1.signUp("riavvio@esempio.it");
    const cookie = (await call(agent, authContract.user)).request.cookies;
    if (!fresh) await first.close();

    const second = fresh ? fresh.database : await open();
    const ctx2 = await createTestContext({ database: second });
    const me = await call(request(ctx2.app), authContract.user).set("Cookie", cookie);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("riavvio@esempio.it");
    if (fresh) await fresh.drop();
    else await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
