import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";

// Two processes on one embedded database lose each other's rows (docs/security.md): the second
// opening of a DATA_DIR stops at once, saying which directory and which process holds it.
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "ff-lock-"));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("blocco esclusivo della cartella dei dati (PGlite)", () => {
  it("la seconda apertura si ferma con un messaggio in italiano che nomina cartella e processo; chiusa la prima, si apre", async () => {
    const dir = tmp();
    const first = await openDatabase({ dataDir: dir });
    await first.exec("create table prova (n int)");
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      new RegExp(`La cartella dei dati ${dir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} è già in uso dal processo ${process.pid}`),
    );
    // The first is untouched and keeps working.
    await first.exec("insert into prova values (1)");
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.exec("insert into prova values (2)");
    await second.close();
  }, 60_000);

  it("un blocco lasciato da un processo morto (kill -9) viene ripreso", async () => {
    const dir = tmp();
    // A pid above Linux's maximum (2^22) belongs to no process.
    fs.writeFileSync(path.join(dir, "database.lock"), JSON.stringify({ pid: 4_194_305, hostname: os.hostname(), command: "morto", startedAt: "ieri" }));
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    expect(fs.existsSync(path.join(dir, "database.lock"))).toBe(false);
  }, 60_000);

  it("il database in memoria dei test e PostgreSQL non prendono blocchi", async () => {
    const a = await openDatabase({});
    const b = await openDatabase({});
    await Promise.all([a.close(), b.close()]);
  });
});
