// Reads other features may use (dashboard, alerts). Keep these signatures stable.
export { badgesSql } from "./badges.repo";
export { createBadgesService, type BadgesService } from "./badges.service";
export { userPointsSql } from "./leaderboard.repo";
export { awardPoints } from "./points";
export { activityDaysSql } from "./streaks.repo";
export { computeStreak } from "./streaks";
