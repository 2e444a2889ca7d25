import { AI_CONTENT_MESSAGES } from "@shared/schemas/ai-content";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useDeleteDraft, usePublishDraft } from "../api";

/** 'Pubblica' (the draft becomes a blog article now) and delete, for one AI draft. */
export function DraftActions({ id, title, onDone }: { id: number; title: string; onDone?: () => void }) {
  const publish = usePublishDraft();
  const remove = useDeleteDraft();
  const busy = publish.isPending || remove.isPending;

  const onPublish = () =>
    publish.mutate(id, {
      onSuccess: (r) => {
        toast({ title: AI_CONTENT_MESSAGES.published, description: `Ora è online su /blog/${r.slug}`, variant: "success" });
        onDone?.();
      },
    });

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
      <Button size="sm" disabled={busy} onClick={onPublish} aria-label={`Pubblica: ${title}`}>
        {publish.isPending ? "Pubblicazione..." : "Pubblica"}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={onDelete} aria-label={`Elimina la bozza: ${title}`}>
        Elimina
      </Button>
    </div>
  );
}
