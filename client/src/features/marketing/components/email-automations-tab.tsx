import { ArrowRight } from "lucide-react";
import { formatDateTime, formatNumber } from "@shared/format";
import {
  EMAIL_AUTOMATION_MESSAGES as M,
  OUTBOX_STATUS_LABELS,
  SCENARIO_LABELS,
  SEQUENCE_STATUS_LABELS,
  type EmailScenario,
  type OutboxMail,
  type OutboxStatus,
} from "@shared/schemas/email-automation";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useEmailOverview, useEmailSequences, useRecentOutbox, useRevealLink } from "../email-api";

const STATUS_TONES: Record<OutboxStatus, "neutral" | "brand" | "danger" | "warning" | "info"> = {
  pending: "neutral",
  sending: "info",
  sent: "brand",
  outbox: "info",
  failed: "danger",
  cancelled: "warning",
};

function MailRow({ m }: { m: OutboxMail }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[m.status]}>{OUTBOX_STATUS_LABELS[m.status]}</Badge>
        <span className="font-semibold text-slate-900">{m.subject}</span>
      </div>
      <p className="mt-1 break-all text-slate-700">
        A {m.toEmail}
        {m.scenario && ` · ${SCENARIO_LABELS[m.scenario as EmailScenario] ?? m.scenario}`}
      </p>
      <p className="text-slate-600">{m.sentAt ? `Consegnata il ${formatDateTime(m.sentAt)}` : `Prevista il ${formatDateTime(m.dueAt)}`}{m.attempts > 1 && ` · ${m.attempts} tentativi`}</p>
      {m.lastError && <p className="text-red-700">Ultimo errore: {m.lastError}</p>}
      {m.body === null ? (
        <p className="mt-1 text-slate-600">{M.bodyDropped}</p>
      ) : (
        <details className="mt-1">
          <summary className="cursor-pointer text-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">Mostra il testo</summary>
          <pre className="mt-2 whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-sans text-slate-800">{m.body}</pre>
          {m.body.includes("[nascosto]") && <RevealLink id={m.id} />}
        </details>
      )}
    </li>
  );
}

/** One masked link shown on request, once per mail; the server records who asked (docs/email-automation.md, "Link monouso"). */
function RevealLink({ id }: { id: number }) {
  const reveal = useRevealLink();
  if (reveal.data) return <p className="mt-2 break-all rounded bg-amber-50 p-2 font-mono text-xs text-slate-900">{reveal.data.link}</p>;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="mt-2"
      disabled={reveal.isPending}
      onClick={() => {
        if (window.confirm(M.revealConfirm)) reveal.mutate(id);
      }}
    >
      {M.revealButton}
    </Button>
  );
}

/** Automazioni: which real event starts which sequence, how the worker delivers, and the latest mails. */
export function EmailAutomationsTab() {
  const sequences = useEmailSequences();
  const overview = useEmailOverview();
  const outbox = useRecentOutbox();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Regole attive</CardTitle>
          <CardDescription>Eventi reali del sito che avviano una sequenza (una sola volta per indirizzo e scenario).</CardDescription>
        </CardHeader>
        <CardContent>
          {sequences.isLoading && <Spinner />}
          <ul className="space-y-2 text-sm">
            {sequences.data?.map((s) => (
              <li key={s.code} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-3">
                <span>{s.event}</span>
                <ArrowRight className="h-4 w-4 text-slate-500" aria-label="avvia" />
                <span className="font-semibold">{s.name}</span>
                <Badge tone={s.status === "active" ? "brand" : "warning"}>{SEQUENCE_STATUS_LABELS[s.status]}</Badge>
              </li>
            ))}
          </ul>
          {overview.data && (
            <p className="mt-4 text-sm text-slate-700">
              Il worker controlla le email scadute ogni {formatNumber(overview.data.workerIntervalMs / 1000)} secondi
              {overview.data.mailer === "smtp" ? " e le invia via SMTP." : " e, senza SMTP, le consegna all'outbox qui accanto."} Un errore di invio viene
              ritentato fino a 5 volte con attese crescenti.
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Ultime email (outbox)</CardTitle>
          <CardDescription>Le 20 email programmate più recenti.</CardDescription>
        </CardHeader>
        <CardContent>
          {outbox.isLoading && <Spinner />}
          {outbox.isError && <p className="text-red-700">Impossibile caricare l'outbox.</p>}
          {outbox.data?.length === 0 && <p className="text-sm text-slate-600">Nessuna email programmata finora.</p>}
          <ul className="max-h-[32rem] space-y-2 overflow-y-auto">
            {outbox.data?.map((m) => (
              <MailRow key={m.id} m={m} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
