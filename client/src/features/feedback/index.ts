// What other features may use of feedback: the admin area's moderation tab.
export { useAdminFeedback, useUpdateFeedback } from "./api";
export { feedbackEmoji, feedbackTypeLabel, Stars, StatusBadge } from "./components/feedback-meta";
