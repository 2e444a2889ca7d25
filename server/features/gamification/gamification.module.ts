import type { AppDeps } from "../../deps";
import { sharedServices, type FeatureModule } from "../module";
import { QUIZ_PASS_POINTS } from "@shared/constants";
import { awardPoints } from "./points";
import { gamificationRoutes } from "./gamification.routes";
import { createChallengesService, type ChallengesService } from "./challenges.service";
import { createBadgesService, type BadgesService } from "./badges.service";
import { createStreaksService, type StreaksService } from "./streaks.service";
import { createLeaderboardService } from "./leaderboard.service";
import { romeMonth } from "@shared/calendar";

export const gamificationModule: FeatureModule = {
  name: "gamification",
  create: (deps, shared = sharedServices(deps)) => {
    // One of each per app: the routes and the event handlers share the week's challenges and the
    // prepared statements; the badges are the ones alerts award too (docs/ARCHITECTURE.md, "Services built once").
    const challenges = createChallengesService(deps);
    const badges = shared.get(createBadgesService);
    const streaks = createStreaksService(deps, badges);
    return { routes: gamificationRoutes(challenges, createLeaderboardService(deps)), subscribe: () => subscribe(deps, { challenges, badges, streaks }) };
  },
};

function subscribe(deps: AppDeps, { challenges, badges, streaks }: { challenges: ChallengesService; badges: BadgesService; streaks: StreaksService }): void {
  // A day counts for the streak when the user studies (a quiz, a review), records an expense or
  // saves a calculation (docs/gamification.md).
  for (const name of ["study.done", "lesson.completed", "expense.created", "budget.saved", "pac.simulated"] as const) {
    deps.events.on(name, ({ userId }) => streaks.recordActivity(userId));
  }

  // A passed quiz (lesson completed) is worth 10 points, once per lesson per user.
  // Every reaction here is idempotent (docs/events.md): unique keys (activity day, badge, ledger
  // reference) or the event's "applied" mark (a challenge's +1).
  // The points and the challenge's +1 commit together: a lesson passed again (a retaken quiz)
  // is not a new lesson for the challenge either.
  deps.events.on("lesson.completed", async ({ userId, lessonId }, meta) => {
    await challenges.recordAction(userId, "lessons", meta, (tx) => awardPoints(tx, { userId, amount: QUIZ_PASS_POINTS, reason: "quiz_passed", refId: lessonId, at: deps.clock.now() }));
  });
  // The expenses challenge moves for all the new expenses of a claimed batch in one statement.
  deps.events.onBatch("expense.created", (events) => challenges.recordActions("expenses", events.map((e) => ({ userId: e.payload.userId, meta: e.meta }))));
  deps.events.on("expense.created", async ({ userId, category, date }) => {
    if (category === "risparmi") {
      const [year, month] = date.split("-").map(Number);
      if (year && month) await badges.checkSaver(userId, year, month);
    }
  });
  deps.events.on("budget.saved", async ({ userId }, meta) => {
    await challenges.recordAction(userId, "budget", meta);
    const m = romeMonth(deps.clock.now());
    await badges.checkSaver(userId, m.year, m.month);
  });
  deps.events.on("pac.simulated", async ({ userId }, meta) => {
    await challenges.recordAction(userId, "pac", meta);
    await badges.checkInvestor(userId);
  });
}
