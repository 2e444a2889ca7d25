import fs from "node:fs";
import { renderFacts } from "@shared/facts";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "@shared/schemas/blog";
import { ALL_ARTICLES, ARTICLE_MODULES } from "./index";
import { sanitizeArticleHtml } from "../sanitize";

const dir = import.meta.dirname;
const words = (html: string) => html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;

describe("contenuti del blog", () => {
  it("ogni file article-*.ts della cartella è registrato in index.ts", () => {
    const files = fs.readdirSync(dir).filter((f) => /^article-.*\.ts$/.test(f) && !f.endsWith(".test.ts"));
    const index = fs.readFileSync(path.join(dir, "index.ts"), "utf8");
    for (const f of files) expect(index, `${f} non è importato in index.ts`).toContain(`"./${f.replace(/\.ts$/, "")}"`);
    expect(ARTICLE_MODULES.length).toBe(files.length);
  });

  it("contiene gli articoli richiesti dalla guida, con slug unici", () => {
    const slugs = ALL_ARTICLES.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of ["budget-familiare-guida-completa", "come-investire-piccole-somme", "risparmiare-200-euro-al-mese"]) expect(slugs).toContain(s);
    expect(ALL_ARTICLES.length).toBeGreaterThanOrEqual(10);
    for (const c of BLOG_CATEGORIES) expect(ALL_ARTICLES.some((a) => a.category === c), c).toBe(true);
  });

  it("i link interni portano a una pagina dell'app o a un articolo esistente", () => {
    const slugs = new Set(ALL_ARTICLES.map((a) => a.slug));
    const pages = ["/budget-calculator", "/pac-simulator", "/mortgage-calculator", "/expenses", "/courses", "/guida-principianti", "/come-risparmiare-soldi", "/calcolatori", "/blog"];
    for (const a of ALL_ARTICLES) {
      for (const [, href] of a.content.matchAll(/href="([^"]*)"/g)) {
        if (href!.startsWith("https://")) continue;
        const article = /^\/blog\/([a-z0-9-]+)$/.exec(href!);
        if (article) expect(slugs.has(article[1]!), `${a.slug}: ${href} non è un articolo`).toBe(true);
        else expect(pages, `${a.slug}: ${href}`).toContain(href);
      }
    }
  });

  it.each(ALL_ARTICLES.map((a) => [a.slug, a] as const))("%s rispetta il formato", (_slug, a) => {
    expect(a.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(BLOG_CATEGORIES).toContain(a.category);
    expect(a.readTime).toBeGreaterThan(0);
    expect(a.featuredImage).toMatch(/^\/blog\/[a-z0-9-]+\.svg$/);
    expect(fs.existsSync(path.join(dir, "../../../../client/public", a.featuredImage)), `${a.featuredImage} manca`).toBe(true);
    expect(a.featuredImageAlt.length).toBeGreaterThan(10);
    // Lengths of what the page shows: figures are written out from the facts registry.
    expect(renderFacts(a.metaDescription).length).toBeGreaterThanOrEqual(100);
    expect(renderFacts(a.metaDescription).length).toBeLessThanOrEqual(170);
    expect(renderFacts(a.seoTitle).length).toBeLessThanOrEqual(60);
    expect(Number.isNaN(Date.parse(a.publishedAt))).toBe(false);
    const n = words(a.content);
    expect(n).toBeGreaterThanOrEqual(700);
    expect(n).toBeLessThanOrEqual(1300);
    // Only the documented tags: sanitising changes nothing but whitespace-insensitive entities.
    const tags = new Set([...a.content.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]));
    for (const t of tags) expect(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "table", "thead", "tbody", "tr", "th", "td"]).toContain(t);
    expect(sanitizeArticleHtml(a.content)).toContain("<h2>");
  });
});
