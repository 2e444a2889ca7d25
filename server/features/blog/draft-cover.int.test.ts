import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { blogEditorContract } from "@shared/contracts/blog-editor";

// Cover images at sequential ids (docs/blog.md, "Copertine"; docs/security.md, "Seconda sonda
// (issue 37)"): a reader gets only the covers of published articles; a draft's cover is for
// administrators, and never stored by a shared cache.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { BLOG_COVER_MAX_BYTES: "300000", BLOG_COVER_MAX_WIDTH: "400" } });
});
afterAll(() => ctx.close());

const article = async (title: string, status: "draft" | "published") => {
  const admin = (await ctx.signInAdmin()).agent;
  const image = (await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2a6" } }).png().toBuffer()).toString("base64");
  const res = await call(admin, blogEditorContract.create).send({
    title,
    excerpt: "Lista, volantini e marche del distributore: le abitudini che pesano davvero.",
    category: "risparmio",
    tags: ["spesa settimanale"],
    body: "## La lista\n\nScrivi la **lista** prima di uscire.",
    coverImage: image,
    coverAlt: "Carrello della spesa",
    status,
  });
  expect(res.status).toBe(201);
  return { admin, id: res.body.id as number, coverUrl: res.body.coverUrl as string };
};

describe("GET /api/blog/images/:id", () => {
  it("la copertina di una bozza: 404 a visitatori e utenti, all'admin sì ma senza cache condivisa", async () => {
    const { admin, coverUrl } = await article("Bozza con copertina segreta", "draft");
    expect((await ctx.visitor().get(coverUrl)).status).toBe(404);
    const user = (await ctx.signUp()).agent;
    const asUser = await user.get(coverUrl);
    expect([asUser.status, asUser.body.message]).toEqual([404, "Immagine non trovata"]);
    const asAdmin = await admin.get(coverUrl);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers["content-type"]).toBe("image/webp");
    expect(asAdmin.headers["cache-control"]).toBe("private, no-store");
  });

  it("la copertina di un articolo pubblicato è pubblica e si tiene in cache; una bozza tornata tale non più", async () => {
    const { admin, id, coverUrl } = await article("Articolo pubblicato con copertina", "published");
    const res = await ctx.visitor().get(coverUrl);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    await call(admin, blogEditorContract.update, { params: { id } }).send({ status: "draft" }).expect(200);
    expect((await ctx.visitor().get(coverUrl)).status).toBe(404);
  });
});
