// What a well-behaved model answers for a keyword: a long Italian article that meets every SEO
// rule, plus a script tag and an inline handler that must never reach a draft.
import { slugify } from "../article-shape";

const paragraph = (n: number, topic: string) =>
  Array.from({ length: n }, (_, i) => `Una famiglia monoreddito può migliorare la gestione di ${topic} con piccoli passi concreti, numero ${i + 1}.`).join(" ");

export const INJECTED_SCRIPT = `<script>fetch('/api/admin/overview?rubato=1')</script>`;

export function fakeArticle(keyword: string) {
  const cap = keyword.charAt(0).toUpperCase() + keyword.slice(1);
  const title = `${cap}: la guida pratica per famiglie`.slice(0, 60);
  return {
    title,
    metaDescription: `${cap}: cosa sapere, quanto mettere da parte e come iniziare con poco ogni mese, spiegato in modo semplice per le famiglie italiane.`.slice(0, 160),
    keywords: [keyword, "famiglie monoreddito", "risparmio"],
    excerpt: `Una guida semplice su ${keyword} per le famiglie italiane con un solo reddito.`,
    content: [
      `<p>Parliamo di <strong>${keyword}</strong>: cos'è e perché conta.</p>`,
      INJECTED_SCRIPT,
      `<h2>Perché ${keyword} è importante</h2><p onclick="alert(1)">${paragraph(30, keyword)}</p>`,
      `<h2>Come iniziare</h2><p>${paragraph(30, keyword)}</p>`,
      `<h2>Errori da evitare</h2><ul><li>Non avere un piano</li><li>Non confrontare le offerte</li></ul><p>${paragraph(30, keyword)}</p>`,
    ].join("\n"),
    slug: slugify(title),
    readTime: 6,
  };
}
