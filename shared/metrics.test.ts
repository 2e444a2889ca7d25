import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { countPeople, METRIC_DEFINITIONS, ratePercent, type VisitorDayGroup } from "./metrics";

// Invariants of every rate and funnel (docs/accounts.md, "Metriche"), on 1,000 random traffic
// histories: page views of visitors over days, some of whom create an account.

const PAGES = ["/", "/blog", "/blog/fondo-emergenza", "/budget-calculator", "/pac-simulator", "/login", "/courses", "/feedback"] as const;
const CALCULATORS = new Set(["/budget-calculator", "/pac-simulator"]);

type View = { visitor: number; day: number; page: (typeof PAGES)[number]; signedInNewUser: boolean };

const history = fc.array(
  fc.record({ visitor: fc.integer({ min: 0, max: 30 }), day: fc.integer({ min: 0, max: 6 }), page: fc.constantFrom(...PAGES), signedInNewUser: fc.boolean() }),
  { maxLength: 200 },
);

/** What the database query does: one row per visitor-day, then grouped by what they did. */
function groupsOf(views: View[]): VisitorDayGroup[] {
  const days = new Map<string, { landing: boolean; blog: boolean; calculator: boolean; login: boolean; registered: boolean }>();
  for (const v of views) {
    const key = `${v.visitor}|${v.day}`;
    const d = days.get(key) ?? { landing: false, blog: false, calculator: false, login: false, registered: false };
    d.landing ||= v.page === "/";
    d.blog ||= v.page === "/blog" || v.page.startsWith("/blog/");
    d.calculator ||= CALCULATORS.has(v.page);
    d.login ||= v.page === "/login";
    d.registered ||= v.signedInNewUser;
    days.set(key, d);
  }
  const groups = new Map<string, VisitorDayGroup>();
  for (const d of days.values()) {
    const key = JSON.stringify(d);
    const g = groups.get(key) ?? { ...d, people: 0 };
    g.people += 1;
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** People who did every one of the given things on the same day, counted one by one. */
function bruteForce(views: View[], steps: Array<(pages: Set<string>, registered: boolean) => boolean>): number {
  const byDay = new Map<string, { pages: Set<string>; registered: boolean }>();
  for (const v of views) {
    const d = byDay.get(`${v.visitor}|${v.day}`) ?? { pages: new Set<string>(), registered: false };
    d.pages.add(v.page);
    d.registered ||= v.signedInNewUser;
    byDay.set(`${v.visitor}|${v.day}`, d);
  }
  return [...byDay.values()].filter((d) => steps.every((s) => s(d.pages, d.registered))).length;
}

const inRange = (r: number | null, whole: number) => (whole === 0 ? r === null : r !== null && r >= 0 && r <= 100);

describe("metriche oneste su 1.000 storie di traffico casuali", () => {
  it("ogni tasso è tra 0 e 100 %, ogni passo dei funnel ≤ il precedente, i passi contano persone", () => {
    fc.assert(
      fc.property(history, (views) => {
        const p = countPeople(groupsOf(views));
        const site = [p.visitors, p.site.landing, p.site.blog, p.site.calculator, p.site.login];
        const registration = [p.visitors, p.registration.landing, p.registration.login, p.registration.registered];
        for (const steps of [site, registration]) for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeLessThanOrEqual(steps[i - 1]);
        // Every rate the pages show, with its own numerator and denominator.
        const rates: Array<[number, number]> = [
          [p.site.calculator, p.site.blog],
          [p.site.login, p.site.calculator],
          [p.registeredVisitors, p.visitors],
          [p.loginVisitors, p.visitors],
          [p.registration.login, p.registration.landing],
          [p.registration.registered, p.registration.login],
        ];
        for (const [part, whole] of rates) {
          expect(inRange(ratePercent(part, whole), whole)).toBe(true);
          expect(inRange(ratePercent(part, whole, 2), whole)).toBe(true);
        }
        // People, not page views: the same visitor on the same day counts once.
        const landing = (pages: Set<string>) => pages.has("/");
        const blog = (pages: Set<string>) => [...pages].some((x) => x === "/blog" || x.startsWith("/blog/"));
        const calculator = (pages: Set<string>) => [...pages].some((x) => CALCULATORS.has(x));
        const login = (pages: Set<string>) => pages.has("/login");
        expect(p.visitors).toBe(bruteForce(views, []));
        expect(p.site.calculator).toBe(bruteForce(views, [landing, blog, calculator]));
        expect(p.site.login).toBe(bruteForce(views, [landing, blog, calculator, login]));
        expect(p.registration.registered).toBe(bruteForce(views, [landing, login, (_p, r) => r]));
        expect(p.visitors).toBeLessThanOrEqual(views.length);
      }),
      { numRuns: 1000 },
    );
  });

  it("tassi di email e rimbalzo: sottoinsiemi del denominatore, mai oltre 100 %", () => {
    const counts = fc
      .record({ whole: fc.nat({ max: 1_000_000 }), a: fc.double({ min: 0, max: 1, noNaN: true }), b: fc.double({ min: 0, max: 1, noNaN: true }) })
      .map(({ whole, a, b }) => {
        const part = Math.floor(whole * a);
        return { whole, part, sub: Math.floor(part * b) };
      });
    fc.assert(
      fc.property(counts, ({ whole, part, sub }) => {
        expect(inRange(ratePercent(part, whole), whole)).toBe(true);
        expect(inRange(ratePercent(sub, whole), whole)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("ogni metrica ha numeratore, denominatore e periodo scritti", () => {
    for (const d of Object.values(METRIC_DEFINITIONS)) {
      expect(d.label).not.toBe("");
      expect(d.numerator).not.toBe("");
      expect(d.denominator).not.toBe("");
      expect(d.period).not.toBe("");
    }
  });

  it("senza nessuno da dividere il tasso non esiste (null), non è 0 né infinito", () => {
    expect(ratePercent(0, 0)).toBeNull();
    expect(ratePercent(3, 0)).toBeNull();
    expect(ratePercent(1, 3)).toBe(33.3);
    expect(ratePercent(2, 3, 2)).toBe(66.67);
  });
});
