import { z } from "zod";

// The dates people and administrators may type (a Premium's end, an article's publication):
// between 2000 and 2100. Outside, a date is a typo or a probe, and PostgreSQL cannot even store
// some of them as the server writes them ("9999-12-31T23:59:59-14:00" is year 10000: the insert
// failed with 500). docs/security.md, "Seconda sonda (issue 37)".
export const SANE_DATE_MIN = Date.UTC(2000, 0, 1);
export const SANE_DATE_MAX = Date.UTC(2100, 0, 1);

export const isSaneDate = (ms: number) => Number.isFinite(ms) && ms >= SANE_DATE_MIN && ms <= SANE_DATE_MAX;

/** An ISO date-time with offset, within the sane range; `message` for anything else. */
export const saneDateTime = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine((v) => isSaneDate(Date.parse(v)), message);
