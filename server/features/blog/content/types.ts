// The seed format of blog articles.
//
// CONVENTION for content writers:
//   - One or more articles per file, in this folder, in files named `article-<topic>.ts`.
//   - Each file exports one array typed `SeedArticle[]` (any export name, e.g. `articles`).
//   - Add ONE line to ./index.ts: `import * as <name> from "./article-<topic>";` and the module to
//     the ARTICLE_MODULES list. index.ts collects every exported array of every module, and
//     content.test.ts fails if an article-*.ts file is not registered, a slug repeats, or a field
//     breaks the rules below.
//   - `content` is HTML using only h2, h3, p, ul, ol, li, strong, em, a, blockquote, table (with
//     thead/tbody/tr/th/td). No h1 (the page renders the title), no images, no scripts or styles.
//     The server sanitises it again before storing and before serving, so anything else is dropped.
//   - Links: internal paths ("/budget-calculator") or https URLs.
//   - The seed upserts by slug: editing a file and restarting updates the article; views are kept.
import type { BlogCategory } from "@shared/schemas/blog";

export type SeedArticle = {
  slug: string; // kebab-case, unique, the URL /blog/<slug>
  title: string;
  excerpt: string; // 1-2 sentences shown in cards and under the title
  category: BlogCategory; // risparmio | investimenti | budget | calcolatori
  readTime: number; // minutes
  featuredImage: string; // a path under /blog/, e.g. "/blog/risparmio.svg"
  featuredImageAlt: string; // alt text describing the image
  seoTitle: string; // <title>, ideally ≤ 60 characters
  metaDescription: string; // meta description, ideally 120-160 characters
  keywords: string[];
  publishedAt: string; // ISO date-time, e.g. "2026-09-01T08:00:00.000Z"
  content: string; // HTML, see the allowed tags above
};
