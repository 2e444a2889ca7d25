// How the planner's months read in Italian (docs/calculators.md, "Piano di rientro dai debiti").

/** 27 → "27 mesi (2 anni e 3 mesi)"; 1 → "1 mese". */
export function monthsText(months: number): string {
  const head = months === 1 ? "1 mese" : `${months} mesi`;
  if (months < 12) return head;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years === 1 ? "1 anno" : `${years} anni`;
  const m = rest === 0 ? "" : rest === 1 ? " e 1 mese" : ` e ${rest} mesi`;
  return `${head} (${y}${m})`;
}
