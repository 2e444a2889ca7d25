import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock, insertRawArticle } from "../../test/harness";
import { blogArticles } from "../../db/schema";
import { insertAiDraft } from "./drafts.public";
import { blogContract } from "@shared/contracts/blog";
import { blogEditorContract } from "@shared/contracts/blog-editor";

// The public blog list is kept per process for PUBLIC_CACHE_TTL_MS (here 5 s on a fixed clock).
const clock = fixedClock("2026-11-23T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { PUBLIC_CACHE_TTL_MS: "5000" } as NodeJS.ProcessEnv });
});
afterAll(() => ctx.close());

const slugs = async (query: { category?: string } = {}) => ((await call(ctx.visitor(), blogContract.articles, { query })).body as { slug: string }[]).map((a) => a.slug);

describe("elenco del blog tenuto per qualche secondo", () => {
  it("un articolo scritto da un altro processo compare entro il TTL, filtri per categoria compresi", async () => {
    const before = await slugs();
    const row = await insertRawArticle(ctx.db, { category: "investimenti", publishedAt: new Date("2026-11-01T08:00:00Z") });
    // Written behind this process's back: the list it holds is still the one read above.
    expect(await slugs()).toEqual(before);
    clock.advance(5_001);
    expect(await slugs()).toContain(row.slug);
    expect(await slugs({ category: "investimenti" })).toContain(row.slug);
    expect(await slugs({ category: "risparmio" })).not.toContain(row.slug);
    // An unknown category is still refused before any cache.
    expect((await call(ctx.visitor(), blogContract.articles, { query: { category: "crypto" } })).status).toBe(400);
  });

  it("un articolo pubblicato dall'amministratore compare subito, senza aspettare il TTL", async () => {
    await slugs();
    const draft = await insertAiDraft(
      ctx.db,
      {
        baseSlug: "bozza-per-la-cache",
        title: "Bozza per la cache",
        excerpt: "Un estratto.",
        content: "<p>Testo.</p>",
        category: "risparmio",
        readTime: 3,
        featuredImage: "/blog/risparmio.svg",
        featuredImageAlt: "Salvadanaio",
        seoTitle: "Bozza per la cache",
        metaDescription: "Descrizione.",
        keywords: ["cache"],
        seoScore: 80,
      },
      clock.now(),
    );
    const { agent } = await ctx.signInAdmin();
    // Published from the editor (docs/blog.md, "Editor"), the way an AI draft is published.
    expect((await call(agent, blogEditorContract.update, { params: { id: draft.id } }).send({ status: "published" })).status).toBe(200);
    expect(await slugs()).toContain(draft.slug);
    expect((await ctx.db.select().from(blogArticles).where(eq(blogArticles.id, draft.id)))[0]!.status).toBe("published");
  });
});
