// How the plan's dates read in Italian (docs/plan.md).
const monthYear = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" });
const fullDate = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-10" or "2026-10-31" → "ottobre 2026". */
export const monthName = (ym: string) => monthYear.format(new Date(`${ym.slice(0, 7)}-01T00:00:00Z`));
/** "2027-03-31" → "31 marzo 2027". */
export const dayName = (iso: string) => fullDate.format(new Date(`${iso}T00:00:00Z`));
/** Percent with a comma: 12.5 → "12,5 %". */
export const percentText = (p: number) => `${p.toLocaleString("it-IT", { maximumFractionDigits: 2 })} %`;
