import type { PageMeta } from "../features/module";
import { factText } from "@shared/facts";
import { APP_NAME } from "@shared/constants";

const DEFAULT: PageMeta = {
  title: `${APP_NAME} – Educazione finanziaria gratuita per le famiglie italiane`,
  description:
    "Calcolatori gratuiti di budget 50/30/20, PAC e mutuo, corsi con quiz e tracciamento delle spese: l'educazione finanziaria non deve costare una fortuna.",
};

/** Meta of the main public pages; features add their own (blog articles) through pageMeta. */
export const STATIC_META: Record<string, PageMeta> = {
  "/": DEFAULT,
  "/budget-calculator": {
    title: `Calcolatore budget 50/30/20 gratuito | ${APP_NAME}`,
    description: "Dividi il tuo reddito netto mensile con la regola 50/30/20: necessità, desideri e risparmi calcolati al centesimo.",
  },
  "/pac-simulator": {
    title: `Simulatore PAC: quanto rende un piano di accumulo | ${APP_NAME}`,
    description: `Simula un piano di accumulo capitale: versato, valore finale, guadagno, inflazione e tasse sulle plusvalenze al ${factText("aliquota-redditi-finanziari")}.`,
  },
  "/mortgage-calculator": {
    title: `Calcolatore mutuo con piano di ammortamento | ${APP_NAME}`,
    description: "Calcola rata, interessi e sostenibilità del mutuo con il piano di ammortamento alla francese completo.",
  },
  "/debts": {
    title: `Piano di rientro dai debiti: valanga o palla di neve | ${APP_NAME}`,
    description: "Confronta gratis come estinguere i tuoi debiti: prima il TAEG più alto o prima il debito più piccolo, con interessi e mesi calcolati al centesimo.",
  },
  "/courses": {
    title: `Corsi di educazione finanziaria con quiz | ${APP_NAME}`,
    description: "Budget familiare, risparmio, investimenti e mutuo spiegati in modo semplice, con quiz alla fine di ogni lezione.",
  },
  "/blog": {
    title: `Blog di finanza personale per famiglie | ${APP_NAME}`,
    description: "Guide pratiche per risparmiare, fare il budget familiare e investire piccole somme in modo consapevole.",
  },
  "/come-risparmiare-soldi": {
    title: `Come risparmiare soldi: 15 metodi che funzionano | ${APP_NAME}`,
    description: "15 metodi concreti per risparmiare ogni mese in una famiglia monoreddito, con esempi in euro e strumenti gratuiti.",
  },
  "/guida-principianti": {
    title: `Guida per principianti | ${APP_NAME}`,
    description: "Il percorso consigliato di 15 minuti per iniziare: budget, articoli del blog e simulatore PAC.",
  },
  "/feedback": {
    title: `Community e feedback | ${APP_NAME}`,
    description: "Suggerimenti, segnalazioni e idee della community per migliorare la piattaforma.",
  },
  "/login": { title: `Accedi o registrati | ${APP_NAME}`, description: DEFAULT.description },
};

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function defaultMeta(path: string): PageMeta {
  return STATIC_META[path] ?? { ...DEFAULT, noindex: path.startsWith("/admin") || path.startsWith("/analytics") };
}

/** Writes title, description, canonical and Open Graph tags into the served HTML. */
export function injectMeta(html: string, meta: PageMeta, origin: string, path: string): string {
  const url = origin + (meta.canonicalPath ?? path);
  const tags = [
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? "website"}" />`,
    `<meta property="og:url" content="${escapeAttr(url)}" />`,
    `<meta property="og:locale" content="it_IT" />`,
    meta.image ? `<meta property="og:image" content="${escapeAttr(meta.image.startsWith("http") ? meta.image : origin + meta.image)}" />` : "",
    meta.noindex ? `<meta name="robots" content="noindex" />` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
  // Function replacers: a title or a path is text, never a replacement pattern (`$'` would copy
  // the rest of the template into the page; docs/security.md, "Seconda sonda (issue 37)").
  const title = `<title>${escapeAttr(meta.title)}</title>`;
  return html.replace(/<title>[^<]*<\/title>/, () => title).replace("<!--app-meta-->", () => tags);
}
