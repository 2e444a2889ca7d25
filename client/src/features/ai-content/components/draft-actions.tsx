import { AI_CONTENT_MESSAGES } from "@shared/schemas/ai-content";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useDeleteDraft } from "../api";

/**
 * For one AI draft: open it in the blog editor (read, correct, then publish or schedule there,
 * docs/blog.md "Editor"), or delete it. A draft is never published as the model wrote it.
 */
export function DraftActions({ id, title, onDone }: { id: number; title: string; onDone?: () => void }) {
  const remove = useDeleteDraft();
  const busy = remove.isPending;

  const onDelete = () => {
    if (!window.confirm(`Eliminare la bozza "${title}"? L'operazione non si può annullare.`)) return;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: AI_CONTENT_MESSAGES.deleted });
        onDone?.();
      },
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Link href={`/admin?tab=blog&article=${id}`} className={buttonClasses("primary", "sm")} aria-label={`Apri nell'editor: ${title}`}>
        Apri nell'editor
      </Link>
      <Button size="sm" variant="outline" disabled={busy} onClick={onDelete} aria-label={`Elimina la bozza: ${title}`}>
        Elimina
      </Button>
    </div>
  );
}
