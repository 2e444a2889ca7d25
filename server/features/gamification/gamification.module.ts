import type { FeatureModule } from "../module";
import { QUIZ_PASS_POINTS } from "@shared/constants";
import { awardPoints } from "./points";

export const gamificationModule: FeatureModule = {
  name: "gamification",
  subscribe: (deps) => {
    // A passed quiz (lesson completed) is worth 10 points, once per lesson per user.
    deps.events.on("lesson.completed", async ({ userId, lessonId }) => {
      await awardPoints(deps.db, { userId, amount: QUIZ_PASS_POINTS, reason: "quiz_passed", refId: lessonId, at: deps.clock.now() });
    });
  },
};
