// Test helpers of the blog feature: rows written straight into the table, bypassing the seed.
import type { Db } from "../../db/client";
import { blogArticles } from "../../db/schema";

let n = 0;
export async function insertRawArticle(db: Db, over: Partial<typeof blogArticles.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(blogArticles)
    .values({
      slug: `articolo-di-prova-${n}-${Math.random().toString(36).slice(2, 8)}`,
      title: `Articolo di prova ${n}`,
      excerpt: "Un articolo scritto dal test.",
      content: "<p>Testo di prova.</p>",
      category: "risparmio",
      readTime: 5,
      featuredImage: "/blog/risparmio.svg",
      featuredImageAlt: "Salvadanaio",
      status: "published",
      publishedAt: new Date("2026-01-01T08:00:00Z"),
      ...over,
    })
    .returning();
  return row;
}
