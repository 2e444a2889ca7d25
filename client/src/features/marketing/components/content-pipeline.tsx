import { useState } from "react";
import { CONTENT_IDEA_STATUSES, CONTENT_LABELS, CONTENT_MESSAGES, type ContentIdeaStatus } from "@shared/schemas/content-hub";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api";
import { useContentIdeas, useUpdateIdeaStatus } from "../content-api";
import { ContentGenerateForm } from "./content-generate-form";
import { ContentIdeaCard } from "./content-idea-card";

type Filter = "all" | ContentIdeaStatus;

export function ContentPipeline() {
  const ideas = useContentIdeas();
  const update = useUpdateIdeaStatus();
  const [filter, setFilter] = useState<Filter>("all");
  const items = ideas.data?.items ?? [];
  const shown = filter === "all" ? items : items.filter((i) => i.status === filter);
  const count = (s: Filter) => (s === "all" ? items.length : items.filter((i) => i.status === s).length);

  const setStatus = (id: number, status: ContentIdeaStatus) =>
    update.mutate(
      { id, status },
      {
        onSuccess: (idea) => toast({ title: CONTENT_MESSAGES.statusUpdated, description: `«${idea.title}»: ${CONTENT_LABELS.status[idea.status]}`, variant: "success" }),
      },
    );

  return (
    <div className="grid gap-4">
      <ContentGenerateForm />
      <div className="flex flex-wrap gap-1" role="group" aria-label="Filtra per stato">
        {(["all", ...CONTENT_IDEA_STATUSES] as const).map((s) => (
          <Button key={s} size="sm" variant={filter === s ? "primary" : "outline"} aria-pressed={filter === s} onClick={() => setFilter(s)}>
            {s === "all" ? "Tutte" : CONTENT_LABELS.status[s]} ({count(s)})
          </Button>
        ))}
      </div>
      {ideas.isLoading && <Spinner label="Caricamento idee..." />}
      {ideas.error && <p className="text-red-700">{errorMessage(ideas.error)}</p>}
      {ideas.data && shown.length === 0 && <p className="py-6 text-center text-slate-600">Nessuna idea in questo stato.</p>}
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Idee di contenuto">
        {shown.map((idea) => (
          <li key={idea.id}>
            <ContentIdeaCard idea={idea} pending={update.isPending && update.variables?.id === idea.id} onStatus={(s) => setStatus(idea.id, s)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
