import { formatDateTime } from "@shared/format";
import { Button } from "@/components/ui/button";
import { useEndOtherSessions, useSessions } from "../api";
import { AccountSection } from "./section";

/** The browsers signed in to the account, and "Esci da tutti gli altri dispositivi". */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <AccountSection id="account-sessions" title="Dispositivi connessi">
      <ul className="grid gap-2">
        {(sessions.data ?? []).map((s) => (
          <li key={s.id} className="rounded-lg border border-slate-200 p-3">
            <p className="font-medium text-slate-900">
              {s.device}
              {s.current && <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">Questo dispositivo</span>}
            </p>
            <p className="text-sm text-slate-600">
              {s.lastSeenAt ? `Ultima attività: ${formatDateTime(s.lastSeenAt)}` : "Ultima attività non disponibile"}
              {s.createdAt ? ` · Accesso: ${formatDateTime(s.createdAt)}` : ""}
            </p>
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
