import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { useAdminSettings } from "../api";

/**
 * The "Impostazioni" tab: how this server is set up right now, as the server reports it
 * (docs/operations.md). Read-only: each line names the variables that change it.
 */
export function SettingsTab() {
  const { data, isLoading, error } = useAdminSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Impostazioni della piattaforma</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-slate-600">
          Lo stato attuale del server. Si cambia dalle variabili d&apos;ambiente indicate, poi si riavvia il server (vedi la guida operativa).
        </p>
        {isLoading ? (
          <Spinner label="Lettura delle impostazioni..." />
        ) : error || !data ? (
          <p className="text-red-700">{errorMessage(error)}</p>
        ) : (
          <ul className="grid gap-3" aria-label="Impostazioni">
            {data.items.map((s) => (
              <li key={s.key} className="grid gap-1 rounded-lg border border-slate-200 p-3">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{s.label}</span>
                  <Badge tone={s.active ? "brand" : "neutral"}>{s.active ? "Attivo" : "Non attivo"}</Badge>
                </p>
                <p className="text-slate-800">{s.value}</p>
                <p className="break-words text-xs text-slate-600">
                  Si cambia con: <code>{s.change}</code>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
