import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../test/harness";
import { createMailer, outboxMailer } from "../integrations/mailer";
import { loadConfig } from "../config";
import { emailSchema } from "@shared/schemas/email";
import { authContract } from "@shared/contracts/auth";
import { blogContract } from "@shared/contracts/blog";
import { emailAutomationContract } from "@shared/contracts/email-automation";
import { feedbackContract } from "@shared/contracts/feedback";

// One request must never make the app write to other people (docs/security.md): every route that
// takes an e-mail refuses a list of addresses and a line break, and the mail adapter refuses a
// header with CR/LF behind it.
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext["signInAdmin"]>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signInAdmin();
});
afterAll(() => ctx.close());

const HOSTILE = [
  "vittima@x.it, terzo@y.it",
  "vittima@x.it,terzo@y.it",
  "vittima@x.it;terzo@y.it",
  "vittima@x.it\r\nBcc: terzo@y.it",
  "vittima@x.it\nBcc: terzo@y.it",
  "vittima@x.it\rterzo@y.it",
  "vittima@x.it\r\n",
  "Vittima <vittima@x.it>",
  "vittima @x.it",
  "vittima@x.it\tterzo@y.it",
  `${"a".repeat(250)}@x.it`,
];

async function rowsMentioning(fragment: string) {
  const like = `%${fragment}%`;
  const r = await ctx.database.db.execute(sql`
    select (select count(*) from users where email ilike ${like})
         + (select count(*) from email_subscribers where email ilike ${like})
         + (select count(*) from email_outbox where to_email ilike ${like})
         + (select count(*) from feedback where user_email ilike ${like}) as n`);
  const rows = (r as unknown as { rows?: Array<{ n: string | number }> }).rows ?? (r as unknown as Array<{ n: string | number }>);
  return Number(rows[0].n);
}

describe("indirizzi email ostili su ogni rotta che accetta un'email", () => {
  const routes: Array<{ name: string; send: (email: string) => Promise<{ status: number }> }> = [
    { name: "POST /api/auth/register", send: (email) => call(ctx.agent(), authContract.register).send({ email, password: "password123" }) },
    { name: "POST /api/auth/login", send: (email) => call(ctx.agent(), authContract.login).send({ email, password: "password123" }) },
    { name: "POST /api/admin/login", send: (email) => call(ctx.agent(), authContract.adminLogin).send({ email, password: "password123" }) },
    { name: "POST /api/email/subscribe", send: (email) => call(ctx.agent(), blogContract.subscribe).send({ email, source: "blog" }) },
    { name: "POST /api/feedback", send: (email) => call(ctx.agent(), feedbackContract.submit).send({ type: "bug", message: "Prova", userEmail: email }) },
    {
      name: "POST /api/email/automation/trigger",
      send: (email) => call(admin.agent, emailAutomationContract.trigger).send({ triggerType: "blog_signup", metadata: { email } }),
    },
  ];

  for (const route of routes) {
    it(`${route.name}: 400 e nulla scritto`, async () => {
      for (const email of HOSTILE) {
        const res = await route.send(email);
        expect(res.status, `${route.name} ${JSON.stringify(email)}`).toBe(400);
      }
      expect(await rowsMentioning("terzo@")).toBe(0);
      expect(await rowsMentioning("aaaaaaaaaa")).toBe(0);
    });
  }

  it("lo stesso indirizzo valido passa ancora, ripulito e in minuscolo", async () => {
    const reg = await call(ctx.agent(), authContract.register).send({ email: "  Nuovo.Utente@Esempio.IT ", password: "password123" });
    expect(reg.status).toBe(201);
    const login = await call(ctx.agent(), authContract.login).send({ email: "nuovo.utente@esempio.it", password: "password123" });
    expect(login.status).toBe(200);
    expect(emailSchema.parse(" Mario@Esempio.it ")).toBe("mario@esempio.it");
    expect(emailSchema.safeParse("a".repeat(245) + "@esempio.it").success).toBe(false);
  });
});

describe("l'adattatore di posta rifiuta intestazioni con a capo", () => {
  const hostile = [
    { to: "vittima@x.it\r\nBcc: terzo@y.it", subject: "Ciao", text: "x" },
    { to: "vittima@x.it", subject: "Ciao\r\nBcc: terzo@y.it", text: "x" },
    { to: "vittima@x.it, terzo@y.it", subject: "Ciao", text: "x" },
  ];
  it("nell'outbox e via SMTP, prima di aprire una connessione", async () => {
    // Port 9 on loopback (discard): the check must refuse before any connection is tried.
    const smtp = await createMailer(loadConfig({ NODE_ENV: "test", SMTP_URL: "smtp://127.0.0.1:9" } as NodeJS.ProcessEnv));
    for (const mailer of [outboxMailer, smtp]) {
      for (const msg of hostile) await expect(mailer.deliver(msg), `${mailer.kind} ${JSON.stringify(msg)}`).rejects.toThrow(/rifiutato/);
    }
    await expect(outboxMailer.deliver({ to: "vittima@x.it", subject: "Ciao", text: "x" })).resolves.toBeUndefined();
  });
});
