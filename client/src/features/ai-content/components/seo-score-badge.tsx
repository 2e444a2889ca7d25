import { seoScoreTone } from "@shared/seo-score";
import { cn } from "@/lib/cn";

// docs/ai-content.md: 80 or more green, 60 or more yellow, below 60 red.
const TONE_CLASSES = {
  green: "bg-green-100 text-green-800 ring-green-300",
  yellow: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  red: "bg-red-100 text-red-800 ring-red-300",
} as const;
const TONE_WORDS = { green: "buono", yellow: "migliorabile", red: "scarso" } as const;

export function SeoScoreBadge({ score, className }: { score: number | null; className?: string }) {
  if (score === null) return null;
  const tone = seoScoreTone(score);
  return (
    <span
      data-testid="seo-score"
      data-tone={tone}
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", TONE_CLASSES[tone], className)}
    >
      SEO {score}/100 <span className="sr-only">({TONE_WORDS[tone]})</span>
    </span>
  );
}
