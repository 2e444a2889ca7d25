import { formatDateTime } from "@shared/format";
import { Button } from "@/components/ui/button";
import { useEndOtherSessions, useEndSession, useSessions } from "../api";
import { AccountSection } from "./section";

/** The browsers signed in to the account: "Esci" on each of the others, and "Esci da tutti gli altri dispositivi". */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndOtherSessions();
  const endOne = useEndSession();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <AccountSection id="account-sessions" title="Dispositivi connessi">
      <ul className="grid gap-2">
        {(sessions.data ?? []).map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {s.device}
                {s.current && <span className="ml-2 inline-block whitespace-nowrap rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">Questo dispositivo</span>}
              </p>
              <p className="text-sm text-slate-600">
                {s.lastSeenAt ? `Ultima attività: ${formatDateTime(s.lastSeenAt)}` : "Ultima attività non disponibile"}
                {s.createdAt ? ` · Accesso: ${formatDateTime(s.createdAt)}` : ""}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Esci da ${s.device}${s.createdAt ? `, accesso del ${formatDateTime(s.createdAt)}` : ""}`}
                onClick={() => endOne.mutate(s.id)}
                disabled={endOne.isPending && endOne.variables === s.id}
              >
                Esci
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div>
        <Button variant="outline" onClick={() => end.mutate()} disabled={end.isPending || others === 0}>
          Esci da tutti gli altri dispositivi
        </Button>
      </div>
    </AccountSection>
  );
}
