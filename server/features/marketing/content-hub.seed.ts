// Sample ideas of the pipeline (flagged isSample): the published ones are linked to the seeded
// blog articles that realise them, so their performance is the articles' real views and leads.
import type { Db } from "../../db/client";
import type { ContentIdeaStatus } from "@shared/schemas/content-hub";
import { findArticleIdsBySlugs } from "../blog/blog.public";
import { seedSampleIdeas, type IdeaDraft } from "./content-hub.repo";

type Sample = IdeaDraft & { status: ContentIdeaStatus; articleSlug?: string };

export const SAMPLE_IDEAS: readonly Sample[] = [
  {
    title: "Come risparmiare 200 euro al mese: il piano pratico in 10 mosse",
    type: "blog",
    targetKeyword: "risparmiare 200 euro al mese",
    difficulty: "medium",
    expectedTraffic: 2400,
    conversionPotential: "high",
    status: "published",
    articleSlug: "risparmiare-200-euro-al-mese",
  },
  {
    title: "Budget familiare: la guida completa per gestire le spese di casa",
    type: "blog",
    targetKeyword: "budget familiare",
    difficulty: "medium",
    expectedTraffic: 1800,
    conversionPotential: "high",
    status: "published",
    articleSlug: "budget-familiare-guida-completa",
  },
  {
    title: "Come investire piccole somme: da 50 euro al mese a un capitale",
    type: "blog",
    targetKeyword: "investire piccole somme",
    difficulty: "hard",
    expectedTraffic: 1500,
    conversionPotential: "medium",
    status: "published",
    articleSlug: "come-investire-piccole-somme",
  },
  {
    title: "Calcolatore mutuo: come capire se la rata è sostenibile",
    type: "blog",
    targetKeyword: "calcolatore mutuo",
    difficulty: "hard",
    expectedTraffic: 2900,
    conversionPotential: "high",
    status: "published",
    articleSlug: "calcolatore-mutuo-rata-sostenibile",
  },
  {
    title: "La spesa settimanale con 100 €: il menù della famiglia monoreddito",
    type: "social",
    targetKeyword: "spesa settimanale risparmio",
    difficulty: "easy",
    expectedTraffic: 900,
    conversionPotential: "medium",
    status: "in_progress",
  },
  {
    title: "Mini-corso via email: il fondo di emergenza in 30 giorni",
    type: "email",
    targetKeyword: "fondo di emergenza",
    difficulty: "easy",
    expectedTraffic: 400,
    conversionPotential: "high",
    status: "idea",
  },
  {
    title: "Video: leggere le bollette di luce e gas e pagare meno",
    type: "video",
    targetKeyword: "ridurre bollette",
    difficulty: "medium",
    expectedTraffic: 700,
    conversionPotential: "medium",
    status: "idea",
  },
];

/** Idempotent: re-running never duplicates a sample nor changes an administrator's status change. */
export async function seedContentHub(db: Db): Promise<void> {
  const slugs = SAMPLE_IDEAS.flatMap((s) => (s.articleSlug ? [s.articleSlug] : []));
  const ids = await findArticleIdsBySlugs(db, slugs);
  const at = new Date();
  await seedSampleIdeas(
    db,
    SAMPLE_IDEAS.map(({ articleSlug, status, ...draft }) => {
      const articleId = articleSlug ? (ids.get(articleSlug) ?? null) : null;
      // Without its article (demo content not seeded) a "published" sample is only an idea.
      return { ...draft, status: articleSlug && !articleId ? "idea" : status, articleId, topic: null, createdBy: null, at };
    }),
  );
}
