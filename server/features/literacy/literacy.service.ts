import type { AppDeps } from "../../deps";
import type { SessionUser } from "../auth/auth.public";
import { fact, factText } from "@shared/facts";
import { LITERACY_ITEMS, missedItems, scoreLiteracy, SINGLE_INCOME_STUDY, type LiteracyAnswers } from "@shared/literacy/items";
import type {
  LessonLink,
  LiteracyAdminReport,
  LiteracyBenchmark,
  LiteracyCheck,
  LiteracyGroup,
  LiteracyHistory,
  LiteracyQuestionnaire,
  LiteracyResult,
} from "@shared/schemas/literacy";
import { getHouseholdProfile } from "../account/account.public";
import { courseCompletions, lessonsBySlug } from "../courses/courses.public";
import { pairedGain } from "./paired-gain";
import * as repo from "./literacy.repo";

/** The published averages on the same scale, as the facts registry states them (docs/facts.md). */
const BENCHMARK_IDS = ["alfabetizzazione-italia-2020", "alfabetizzazione-ocse-2020", "alfabetizzazione-26-paesi-2020"] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

type Scores = { knowledge: number; behaviour: number; attitude: number; total: number };
const scoresOf = (r: { knowledge: number; behaviour: number; attitude: number }): Scores => ({
  knowledge: r.knowledge,
  behaviour: r.behaviour,
  attitude: round1(r.attitude),
  total: round1(r.knowledge + r.behaviour + r.attitude),
});

const toCheck = (r: repo.LiteracyCheckRow): LiteracyCheck => ({ id: r.id, createdAt: r.createdAt.toISOString(), ...scoresOf(r) });

const diff = (a: Scores, b: Scores): Scores => ({
  knowledge: a.knowledge - b.knowledge,
  behaviour: a.behaviour - b.behaviour,
  attitude: round1(a.attitude - b.attitude),
  total: round1(a.total - b.total),
});

export function createLiteracyService(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  const { db } = deps;

  /**
   * Missed knowledge, missing habits and, for a single-income household, the two courses on that
   * risk (docs/literacy.md, "What the user sees"), each with links to its lessons.
   */
  async function studyNext(userId: number, answers: LiteracyAnswers): Promise<LiteracyResult["studyNext"]> {
    const household = await getHouseholdProfile(db, userId);
    const topics = [
      ...missedItems(answers).map((i) => ({ concept: i.concept ?? i.text, lessonSlugs: i.lessonSlugs ?? [] })),
      ...(household.singleIncome === true ? SINGLE_INCOME_STUDY : []),
    ];
    const found = await lessonsBySlug(db, [...new Set(topics.flatMap((t) => t.lessonSlugs))]);
    const bySlug = new Map(found.map((l) => [l.slug, l]));
    return topics.map((t) => ({
      concept: t.concept,
      lessons: t.lessonSlugs.flatMap((s): LessonLink[] => {
        const l = bySlug.get(s);
        return l ? [{ lessonId: l.id, courseId: l.courseId, title: l.title }] : [];
      }),
    }));
  }

  async function resultOf(row: repo.LiteracyCheckRow, first: repo.LiteracyCheckRow): Promise<LiteracyResult> {
    const check = toCheck(row);
    return { ...check, studyNext: await studyNext(row.userId, row.answers), changeSinceFirst: first.id === row.id ? null : diff(check, scoresOf(first)) };
  }

  return {
    questionnaire(): LiteracyQuestionnaire {
      const benchmarks: LiteracyBenchmark[] = BENCHMARK_IDS.map((id) => {
        const f = fact(id);
        return { id, label: f.label, value: Number(f.value), text: factText(id), source: f.source.title, url: f.source.url, verified: f.verified };
      });
      return { questions: LITERACY_ITEMS.map((i) => ({ id: i.id, dimension: i.dimension, text: i.text, options: i.options.map((o) => o.label) })), benchmarks };
    },

    /** Scores the answers on the server (never the client's figures) and stores the check. */
    async submit(user: SessionUser, answers: LiteracyAnswers): Promise<LiteracyResult> {
      const s = scoreLiteracy(answers);
      const row = await repo.insertCheck(db, { userId: user.id, knowledge: s.knowledge, behaviour: s.behaviour, attitude: s.attitude, answers, at: deps.clock.now() });
      const [first] = await repo.listChecks(db, user.id);
      return resultOf(row, first ?? row);
    },

    async history(user: SessionUser): Promise<LiteracyHistory> {
      const rows = await repo.listChecks(db, user.id);
      const latest = rows.at(-1);
      return { checks: rows.map(toCheck), latest: latest ? await resultOf(latest, rows[0]) : null };
    },

    /**
     * Learning gains for the operator: per user the first and the latest check; "Tutti" over
     * every user with two checks, then one group per course completed between the two checks.
     * Only means are returned, and groups under LITERACY_MIN_GROUP users carry no numbers.
     */
    async adminReport(): Promise<LiteracyAdminReport> {
      const minGroupSize = deps.config.LITERACY_MIN_GROUP;
      const perUser = new Map<number, Array<Scores & { at: Date }>>();
      for (const r of await repo.listAllScores(db)) {
        const list = perUser.get(r.userId) ?? [];
        list.push({ ...scoresOf(r), at: r.createdAt });
        perUser.set(r.userId, list);
      }
      const pairs = [...perUser.entries()]
        .filter(([, list]) => list.length >= 2)
        .map(([userId, list]) => ({ userId, first: list[0], latest: list[list.length - 1] }));

      const group = (label: string, courseId: number | null, members: typeof pairs): LiteracyGroup => {
        const hidden = members.length < minGroupSize;
        if (hidden) return { label, courseId, users: members.length, hidden, first: null, latest: null, gain: null };
        const mean = (pick: (p: (typeof pairs)[number]) => number) => round2(members.reduce((s, p) => s + pick(p), 0) / members.length);
        const dims = (which: "first" | "latest") => ({
          knowledge: mean((p) => p[which].knowledge),
          behaviour: mean((p) => p[which].behaviour),
          attitude: mean((p) => p[which].attitude),
          total: mean((p) => p[which].total),
        });
        return { label, courseId, users: members.length, hidden, first: dims("first"), latest: dims("latest"), gain: pairedGain(members.map((p) => p.latest.total - p.first.total)) };
      };

      const byUser = new Map(pairs.map((p) => [p.userId, p]));
      const courses = new Map<number, { title: string; members: typeof pairs }>();
      for (const c of await courseCompletions(db)) {
        const p = byUser.get(c.userId);
        if (!p || c.completedAt <= p.first.at || c.completedAt > p.latest.at) continue;
        const entry = courses.get(c.courseId) ?? { title: c.title, members: [] };
        entry.members.push(p);
        courses.set(c.courseId, entry);
      }
      const groups = [
        group("Tutti", null, pairs),
        ...[...courses.entries()].sort(([a], [b]) => a - b).map(([courseId, c]) => group(c.title, courseId, c.members)),
      ];
      return { usersWithOneCheck: perUser.size, usersWithTwoChecks: pairs.length, minGroupSize, groups };
    },
  };
}
