// Every seeded blog article. Each article-*.ts file exports one or more SeedArticle[] arrays;
// register the file here with ONE import line and add it to ARTICLE_MODULES (see types.ts).
// content.test.ts fails if a file in this folder is not registered.
import type { SeedArticle } from "./types";
import * as budget from "./article-budget-familiare";
import * as investing from "./article-investire-piccole-somme";
import * as saving from "./article-risparmiare-200-euro";
import * as mortgage from "./article-calcolatore-mutuo";
import * as emergencyFund from "./article-fondo-emergenza";
import * as safeSavings from "./article-conti-deposito-bfp";
import * as etf from "./article-etf-principianti";
import * as energyBills from "./article-bollette-luce-gas";
import * as isee from "./article-isee-bonus-famiglie";
import * as envelopes from "./article-metodo-buste";
import * as calculatorGuide from "./article-guida-calcolatori";

/** The article modules; every exported array of each is collected. */
export const ARTICLE_MODULES: Record<string, unknown>[] = [budget, investing, saving, mortgage, emergencyFund, safeSavings, etf, energyBills, isee, envelopes, calculatorGuide];

export const ALL_ARTICLES: SeedArticle[] = ARTICLE_MODULES.flatMap((m) => Object.values(m).filter((v): v is SeedArticle[] => Array.isArray(v)).flat());
