import { ARTICLE_STATUS_LABELS, type ArticleStatus } from "@shared/schemas/blog-editor";
import { Badge } from "@/components/ui/badge";

const STATUS_TONE: Record<ArticleStatus, "neutral" | "info" | "brand" | "warning"> = { draft: "neutral", scheduled: "info", published: "brand", unpublished: "warning" };

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{ARTICLE_STATUS_LABELS[status]}</Badge>;
}

