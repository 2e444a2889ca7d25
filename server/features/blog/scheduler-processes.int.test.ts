import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, isRealPostgres, type TestContext } from "../../test/harness";
import { buildFeatures } from "..";
import { blogContract } from "@shared/contracts/blog";
import { blogEditorContract } from "@shared/contracts/blog-editor";

// Scheduled articles with several server processes (docs/scale-out.md, docs/blog.md "Editor"):
// two apps on one database, each with its own due-check running every 20 ms, as two processes of
// `WEB_CONCURRENCY=2` would. Each article is published once and announced once.
const clock = fixedClock("2026-11-20T10:00:00Z");
const quiet = { BLOG_SCHEDULE_CHECK_MS: "20", EMAIL_WORKER_INTERVAL_MS: "0", MAINTENANCE_INTERVAL_MS: "0", RECURRING_JOB_INTERVAL_MS: "0" };
let a: TestContext;
let b: TestContext;
let stops: Array<(() => Promise<void>) | void> = [];
const announced: Array<{ process: "A" | "B"; articleId: number }> = [];

beforeAll(async () => {
  a = await createTestContext({ clock, config: quiet });
  b = await createTestContext({ clock, config: quiet, database: a.deps.database });
  a.deps.events.on("blog.published", (e) => void announced.push({ process: "A", articleId: e.articleId }));
  b.deps.events.on("blog.published", (e) => void announced.push({ process: "B", articleId: e.articleId }));
  stops = [...buildFeatures(a.deps), ...buildFeatures(b.deps)].map((f) => f.start?.());
});
afterAll(async () => {
  for (const stop of stops) await stop?.();
  await b.close();
  await a.close();
});

describe(`articoli programmati con due processi (${isRealPostgres() ? "PostgreSQL reale" : "PGlite"})`, () => {
  it("ogni articolo scaduto è pubblicato e annunciato una volta sola, qualunque processo arrivi prima", async () => {
    const admin = (await a.signInAdmin()).agent;
    const at = new Date(clock.now().getTime() + 60_000).toISOString();
    const ids: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const created = await call(admin, blogEditorContract.create).send({
        title: `Articolo programmato numero ${i} per due processi`,
        excerpt: "Un articolo che due processi trovano scaduto nello stesso momento.",
        category: "risparmio",
        tags: ["prova"],
        body: "## Titolo\n\nTesto dell'articolo.",
      });
      expect(created.status).toBe(201);
      const scheduled = await call(admin, blogEditorContract.update, { params: { id: created.body.id } }).send({ status: "scheduled", scheduledAt: at });
      expect(scheduled.status).toBe(200);
      ids.push(created.body.id);
    }
    const published = async () => {
      const list = (await call(request(b.app), blogContract.articles)).body as Array<{ id: number }>;
      return ids.filter((id) => list.some((x) => x.id === id)).length;
    };
    expect(await published()).toBe(0);

    clock.advance(61_000);
    await expect.poll(published, { timeout: 10_000 }).toBe(ids.length);
    // Both due-checks keep running: give them a few more rounds to announce anything twice.
    await new Promise((r) => setTimeout(r, 300));
    for (const id of ids) expect(announced.filter((e) => e.articleId === id)).toHaveLength(1);
    for (const id of ids) expect((await call(admin, blogEditorContract.get, { params: { id } })).body.status).toBe("published");
  });
});
