// What other client features may use of the dashboard.
export { LeaderboardProfileForm } from "./components/leaderboard-profile-section";
