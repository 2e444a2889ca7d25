import { Pause, Play } from "lucide-react";
import { formatDateTime } from "@shared/format";
import { EMAIL_AUTOMATION_MESSAGES as M, SCENARIO_LABELS, SEQUENCE_STATUS_LABELS, type EmailSequenceView } from "@shared/schemas/email-automation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useEmailSequences, useSetSequenceStatus } from "../email-api";

function SequenceCard({ s, onToggle, busy }: { s: EmailSequenceView; onToggle: () => void; busy: boolean }) {
  const active = s.status === "active";
  return (
    <Card data-testid={`sequence-${s.code}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>{s.name}</CardTitle>
          <CardDescription>{s.description}</CardDescription>
        </div>
        <Badge tone={active ? "brand" : "warning"}>{SEQUENCE_STATUS_LABELS[s.status]}</Badge>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <dl className="grid gap-1 sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Scenario</dt>
            <dd className="font-medium">{SCENARIO_LABELS[s.triggerType]}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Email</dt>
            <dd className="font-medium">{s.emails.length}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Ultima modifica</dt>
            <dd className="font-medium">{formatDateTime(s.updatedAt)}</dd>
          </div>
        </dl>
        <Button variant={active ? "outline" : "primary"} size="sm" onClick={onToggle} disabled={busy} aria-label={`${active ? "Metti in pausa" : "Riattiva"} la sequenza ${s.name}`}>
          {active ? <Pause className="h-4 w-4" aria-hidden="true" /> : <Play className="h-4 w-4" aria-hidden="true" />}
          {active ? "Metti in pausa" : "Riattiva"}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Sequenze: active or paused (Attiva/Pausa), saved on the server; a paused sequence sends nothing. */
export function EmailSequencesTab() {
  const { data, isLoading, isError } = useEmailSequences();
  const update = useSetSequenceStatus();
  if (isLoading) return <Spinner />;
  if (isError || !data) return <p className="text-red-700">Impossibile caricare le sequenze. Riprova più tardi.</p>;
  const toggle = (s: EmailSequenceView) =>
    update.mutate(
      { code: s.code, status: s.status === "active" ? "paused" : "active" },
      {
        onSuccess: (u) => toast({ title: M.sequenceUpdated, description: `${u.name}: ${SEQUENCE_STATUS_LABELS[u.status]}`, variant: "success" }),
      },
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Una sequenza in pausa non programma nuove email e annulla quelle in attesa quando arriva il loro turno.</p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.map((s) => (
          <SequenceCard key={s.code} s={s} busy={update.isPending} onToggle={() => toggle(s)} />
        ))}
      </div>
    </div>
  );
}
