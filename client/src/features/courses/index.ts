// What other features may use of courses: the dashboard's "Ripasso" card.
export { ReviewCard } from "./components/review-card";
