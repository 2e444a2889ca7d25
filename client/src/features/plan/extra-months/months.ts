// The year's months as the extra-months section names them (docs/plan.md, "Mensilità aggiuntive").
const monthFormat = new Intl.DateTimeFormat("it-IT", { month: "long", timeZone: "UTC" });

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** 3 → "marzo". */
export const monthLabel = (month: number) => monthFormat.format(new Date(Date.UTC(2026, month - 1, 1)));
