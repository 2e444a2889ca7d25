// Live hints of the Prompt Master practice box (docs/accounts.md): a good request names an
// amount in euro, mentions the salary or income, and is longer than 20 characters.
export type PromptHint = { id: "euro" | "income" | "length"; ok: boolean; label: string };

export function promptHints(text: string): PromptHint[] {
  return [
    { id: "euro", ok: text.includes("€"), label: "Indica una cifra con il simbolo €" },
    { id: "income", ok: /\b(stipendio|reddito)\b/i.test(text), label: "Menziona il tuo stipendio o reddito" },
    { id: "length", ok: text.trim().length > 20, label: "Scrivi più di 20 caratteri" },
  ];
}
