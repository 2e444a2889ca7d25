import { afterAll, describe, expect, it } from "vitest";
import { call, createTestContext, isRealPostgres, type TestContext } from "../../test/harness";
import type { AiAdapter } from "../../integrations/ai";
import type { AdminSettings } from "@shared/schemas/admin-ops";
import { adminContract } from "@shared/contracts/admin";

// The "Impostazioni" tab reports the server as it runs (docs/operations.md).
const opened: TestContext[] = [];
afterAll(async () => {
  for (const c of opened) await c.close();
});

async function settingsOf(ctx: TestContext): Promise<Record<string, AdminSettings["items"][number]>> {
  opened.push(ctx);
  const res = await call((await ctx.signInAdmin()).agent, adminContract.settings);
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body as AdminSettings).items.map((i) => [i.key, i]));
}

describe("GET /api/admin/settings", () => {
  it("senza chiavi: pagamenti in demo, email solo in archivio, assistente integrato; il database in uso", async () => {
    const s = await settingsOf(await createTestContext());
    expect(s.payments).toMatchObject({ active: true, value: "Modalità demo: Premium senza addebiti" });
    expect(s.mail).toMatchObject({ active: false, value: "Solo archivio (outbox): nessuna email esce dal server", change: "SMTP_URL, MAIL_FROM" });
    expect(s.ai).toMatchObject({ active: false, value: "Assistente integrato: nessuna chiave del modello" });
    // The suite runs on PGlite, and again on a real PostgreSQL in CI.
    expect(s.database.value).toBe(isRealPostgres() ? "PostgreSQL esterno, 1 processo del server" : "PostgreSQL incorporato (PGlite), un solo processo");
    expect(s.registrations.value).toMatch(/^Aperte, al massimo [\d.]+ account l'ora per indirizzo$/);
  });

  it("in produzione senza Stripe e senza DEMO_MODE i pagamenti non sono attivi; SMTP e modello attivi, senza mostrare la chiave", async () => {
    const ai = { chat: async () => ({ content: "", usage: { total: 0 } }) } as unknown as AiAdapter;
    const s = await settingsOf(
      await createTestContext({
        config: { NODE_ENV: "production", COOKIE_SECURE: "false", OPENAI_API_KEY: "sk-chiave-segreta-123", OPENAI_MODEL: "modello-prova", MAIL_FROM: "Finanza Familiare <ciao@esempio.it>" },
        ai,
        mailer: { kind: "smtp", deliver: async () => {} },
      }),
    );
    expect(s.payments).toMatchObject({ active: false, value: "Non configurati: l'abbonamento non si può attivare" });
    expect(s.mail).toMatchObject({ active: true, value: "SMTP, mittente Finanza Familiare <ciao@esempio.it>" });
    expect(s.ai.active).toBe(true);
    expect(s.ai.value).toMatch(/^Modello modello-prova, [\d.]+ token al giorno$/);
    expect(JSON.stringify(s)).not.toContain("sk-chiave-segreta-123");
  });
});
