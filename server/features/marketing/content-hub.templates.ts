// The documented idea templates (docs/content-hub.md): used when no AI model is configured or the
// model's answer is unusable. Each combines the topic with a format that speaks to single-income
// Italian families. Expected traffic is a fixed estimate per format, not a measurement.
import type { ContentDifficulty, ContentIdeaType, ConversionPotential } from "@shared/schemas/content-hub";
import type { IdeaDraft } from "./content-hub.repo";

type Template = {
  type: ContentIdeaType;
  difficulty: ContentDifficulty;
  expectedTraffic: number;
  conversionPotential: ConversionPotential;
  title: (topic: string, Topic: string) => string;
  keyword: (topic: string) => string;
};

export const IDEA_TEMPLATES: readonly Template[] = [
  {
    type: "blog",
    difficulty: "medium",
    expectedTraffic: 1200,
    conversionPotential: "high",
    title: (_t, T) => `${T}: la guida pratica per le famiglie monoreddito`,
    keyword: (t) => t,
  },
  {
    type: "blog",
    difficulty: "easy",
    expectedTraffic: 900,
    conversionPotential: "medium",
    title: (_t, T) => `${T} con un solo stipendio: 7 errori da evitare`,
    keyword: (t) => `${t} un solo stipendio`,
  },
  {
    type: "social",
    difficulty: "easy",
    expectedTraffic: 600,
    conversionPotential: "medium",
    title: (t) => `Carosello: ${t} in 5 mosse per chi vive con un reddito`,
    keyword: (t) => `${t} consigli`,
  },
  {
    type: "email",
    difficulty: "easy",
    expectedTraffic: 300,
    conversionPotential: "high",
    title: (t) => `Mini-corso via email: ${t} in 7 giorni per famiglie con un solo reddito`,
    keyword: (t) => `${t} guida gratuita`,
  },
  {
    type: "video",
    difficulty: "hard",
    expectedTraffic: 800,
    conversionPotential: "medium",
    title: (t) => `Video: ${t} spiegato con l'esempio di uno stipendio da 1.500 € al mese`,
    keyword: (t) => `${t} esempio pratico`,
  },
];

/** One idea per template, in the templates' order. `topic` is already cleaned by the shared schema. */
export function templateIdeas(topic: string): IdeaDraft[] {
  const Topic = topic.charAt(0).toLocaleUpperCase("it-IT") + topic.slice(1);
  const keywordBase = topic.toLocaleLowerCase("it-IT");
  return IDEA_TEMPLATES.map((t) => ({
    title: t.title(topic, Topic),
    type: t.type,
    targetKeyword: t.keyword(keywordBase),
    difficulty: t.difficulty,
    expectedTraffic: t.expectedTraffic,
    conversionPotential: t.conversionPotential,
  }));
}
