import { Star } from "lucide-react";
import { FEEDBACK_STATUS_LABELS, FEEDBACK_TYPE_LABELS } from "@shared/labels";
import type { FeedbackStatus, FeedbackType } from "@shared/constants";
import { Badge } from "@/components/ui/badge";

const EMOJI: Record<FeedbackType, string> = { suggestion: "💡", bug: "🐛", feature: "✨", content: "📚", praise: "❤️" };

/** Emoji of a feedback type; any other type gets the generic speech bubble (docs/accounts.md). */
export const feedbackEmoji = (type: string) => EMOJI[type as FeedbackType] ?? "💬";
export const feedbackTypeLabel = (type: string) => FEEDBACK_TYPE_LABELS[type as FeedbackType] ?? "Feedback";

const STATUS_TONE: Record<FeedbackStatus, Parameters<typeof Badge>[0]["tone"]> = {
  new: "info",
  reviewed: "warning",
  in_progress: "brand",
  completed: "brand",
  rejected: "neutral",
};

export function StatusBadge({ status }: { status: string }) {
  const s = status as FeedbackStatus;
  return <Badge tone={STATUS_TONE[s] ?? "neutral"}>{FEEDBACK_STATUS_LABELS[s] ?? status}</Badge>;
}

export const starsLabel = (n: number) => `${n} ${n === 1 ? "stella" : "stelle"}`;

/** Read-only stars with a text alternative. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={starsLabel(rating)}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} className={i <= rating ? "h-4 w-4 fill-amber-400 text-amber-400" : "h-4 w-4 text-slate-300"} aria-hidden="true" />
      ))}
    </span>
  );
}
