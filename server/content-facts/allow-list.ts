// Places where a registered figure's number appears with another meaning (docs/facts.md). Each
// entry masks exactly `text` in the sources whose label contains `source`; everything else that
// matches a registered figure must be written as {{fatto:<id>}}.
import type { AllowEntry } from "./literals";

export const ALLOWED_LITERALS: AllowEntry[] = [
  { source: "lesson:regola-50-30-20", text: "un terzo dello stipendio", reason: "quota dell'affitto in un esempio, non la regola della rata" },
  { source: "lesson:ri-risparmio-interesse-composto", text: "quasi 4.000 €", reason: "differenza in un esempio di interesse composto" },
  { source: "lesson:cf-spese-agevolazioni-prima-casa", text: "tra il 2% e il 4% più IVA", reason: "provvigione d'agenzia, stima di mercato" },
  { source: "lesson:cf-spese-agevolazioni-prima-casa", text: "1.000 € di istruttoria", reason: "costo d'istruttoria in un esempio" },
  { source: "lesson:cf-spese-agevolazioni-prima-casa", text: "4.000 € di notaio", reason: "parcella del notaio in un esempio, non il limite di reddito del figlio a carico" },
  { source: "quiz:cf-spese-agevolazioni-prima-casa", text: "26% fino a 10.000 €", reason: "risposta sbagliata del quiz, non l'aliquota sui redditi finanziari" },
  { source: "article:conti-deposito-buoni-fruttiferi-postali-confronto", text: "dei buoni che possiedi non supera 5.000 €", reason: "soglia di esenzione dal bollo dei buoni fruttiferi, diversa dalla giacenza del conto corrente" },
  { source: "code:client/src/features/calculators/components/saving-methods.ts", text: "1.000 € di spese mediche detraibili", reason: "importo d'esempio, non il limite della detrazione per l'agenzia" },
  { source: "article:bollette-luce-gas-risparmiare-dopo-mercato-tutelato", text: "<strong>14 giorni</strong> per ripensarci", reason: "recesso dai contratti di fornitura conclusi a distanza (Codice del consumo), non dal credito ai consumatori" },
  { source: "lesson:sr-superstiti-tcm-invalidita", text: "figli autonomi tra 15 anni", reason: "anni d'esempio nel calcolo del capitale di una TCM, non il requisito della pensione indiretta" },
  // Example amounts that equal a 730 or income-threshold figure (docs/tax.md) by chance.
  { source: "lesson:ri-inflazione-potere-acquisto", text: "può salire a 550 €", reason: "spesa alimentare d'esempio, non il limite delle spese veterinarie" },
  { source: "quiz:sr-superstiti-tcm-invalidita", text: "14.000 €\n120.000 €\n210.000 €\n330.000 €", reason: "risposte del quiz (capitali d'esempio), non soglie o limiti del 730" },
  { source: "article:metodo-buste-budget-a-zero-reddito-unico", text: "risparmio e obiettivi 210 €", reason: "quota d'esempio di un budget, non il limite dello sport dei ragazzi" },
];
