import { formatDateTime } from "@shared/format";
import type { AuditEntry } from "@shared/schemas/admin-ops";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { useAdminAudit } from "../api";
import { Button } from "@/components/ui/button";

const ACTION_LABELS: Record<string, string> = {
  "premium.grant": "Premium concesso",
  "premium.remove": "Premium tolto",
  "user.disable": "Accesso disattivato",
  "user.enable": "Accesso riattivato",
  "user.admin.grant": "Reso amministratore",
  "user.admin.revoke": "Ruolo di amministratore tolto",
  "feedback.update": "Feedback aggiornato",
  "article.publish": "Articolo pubblicato",
  "article.unpublish": "Articolo ritirato",
  "settings.update": "Impostazioni modificate",
};

const who = (e: AuditEntry) => (e.actorId !== null ? `Amministratore n. ${e.actorId}` : `Account eliminato (${e.actorRef.slice(0, 8)})`);

function target(e: AuditEntry): string {
  if (e.targetType === "user") return e.targetUserId !== null ? `Utente n. ${e.targetUserId}` : "Utente eliminato";
  return e.targetId ? `${e.targetType} n. ${e.targetId}` : e.targetType;
}

const FIELD_LABELS: Record<string, string> = {
  premium: "Premium",
  until: "scadenza",
  reason: "motivo",
  signIn: "accesso",
  isAdmin: "amministratore",
  status: "stato",
  isHidden: "nascosto",
  hasNotes: "note",
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function value(x: unknown): string {
  if (x === null || x === undefined) return "—";
  if (typeof x === "boolean") return x ? "sì" : "no";
  if (typeof x === "string" && ISO_DATE.test(x)) return formatDateTime(x);
  return typeof x === "object" ? JSON.stringify(x) : String(x);
}

const show = (v: Record<string, unknown> | null) => (v ? Object.entries(v).map(([k, x]) => `${FIELD_LABELS[k] ?? k}: ${value(x)}`).join(", ") : "—");

/** The "Registro" tab: every administrator action, newest first; nothing here edits or deletes it. */
export function AuditTab() {
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminAudit();
  const entries = data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Registro delle azioni</CardTitle>
        <CardDescription>Ogni azione degli amministratori, con prima e dopo. Il registro non si modifica né si cancella.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isLoading && <Spinner label="Caricamento registro..." />}
        {error && <p className="text-red-700">{errorMessage(error)}</p>}
        {data && entries.length === 0 && <p className="text-slate-600">Nessuna azione registrata.</p>}
        {entries.length > 0 && (
          <ol className="grid gap-2" aria-label="Azioni registrate">
            {entries.map((e) => (
              <li key={e.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="flex flex-wrap gap-x-3 gap-y-1">
                  <span className="font-semibold text-slate-900">{ACTION_LABELS[e.action] ?? e.action}</span>
                  <span className="text-slate-700">{target(e)}</span>
                  <time className="text-slate-600 sm:ml-auto" dateTime={e.at}>
                    {formatDateTime(e.at)}
                  </time>
                </p>
                <p className="text-slate-600">{who(e)}</p>
                <p className="break-words text-slate-700">Prima: {show(e.before)}</p>
                <p className="break-words text-slate-700">Dopo: {show(e.after)}</p>
              </li>
            ))}
          </ol>
        )}
        {hasNextPage && (
          <Button variant="outline" size="sm" className="justify-self-start" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? "Caricamento..." : "Mostra altri"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
