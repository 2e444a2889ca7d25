import { LogIn, MousePointerClick, UserPlus, Users } from "lucide-react";
import { formatNumber, formatPercent, formatTime } from "@shared/format";
import type { ConversionMetrics } from "@shared/schemas/analytics";
import { definitionText } from "@shared/metrics";
import { Page } from "@/components/ui/page";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useConversionMetrics } from "../api";
import { AdminRedirectGate } from "../components/admin-gate";
import { StatCard } from "@/components/ui/stat-card";

const share = (part: number, whole: number, digits = 1) => formatPercent(whole > 0 ? (part / whole) * 100 : 0, digits);

function Funnel({ m }: { m: ConversionMetrics }) {
  const steps = [
    { label: "Visitatori della landing page", value: m.funnel.landing },
    { label: "… e poi aprono la pagina di accesso", value: m.funnel.login },
    { label: "… e creano l'account lo stesso giorno", value: m.funnel.registered },
  ];
  const max = Math.max(1, ...steps.map((s) => s.value));
  return (
    <ol className="grid gap-3">
      {steps.map((s, i) => (
        <li key={s.label} className="grid gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span className="text-slate-800">
              {i + 1}. {s.label}
            </span>
            <span className="font-semibold text-slate-900">{formatNumber(s.value)}</span>
          </div>
          <div className="h-4 rounded bg-slate-100">
            <div className="h-4 rounded bg-brand-600" style={{ width: `${(s.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function Dashboard() {
  const { data: m, isLoading, dataUpdatedAt } = useConversionMetrics();
  const icon = "h-5 w-5 text-brand-700";
  return (
    <Page
      title="Dashboard conversioni"
      intro="Aggiornamento automatico ogni 30 secondi."
      actions={dataUpdatedAt > 0 && <p className="text-sm text-slate-600" aria-live="polite">Ultima sincronizzazione: {formatTime(dataUpdatedAt)}</p>}
    >
      {isLoading && <Spinner label="Caricamento metriche..." />}
      {!isLoading && !m && <p className="text-slate-700">Metriche non disponibili al momento.</p>}
      {m && (
        <div className="grid gap-6">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label={`Visitatori (ultimi ${m.periodDays} giorni)`} value={formatNumber(m.totalVisits)} note="Una persona per giorno" icon={<Users className={icon} aria-hidden="true" />} />
            <StatCard
              label="Tentativi di login"
              value={formatNumber(m.loginAttempts)}
              note={`${share(m.loginAttempts, m.totalVisits)} dei visitatori — ${definitionText("loginShare")}`}
              icon={<LogIn className={icon} aria-hidden="true" />}
            />
            <StatCard
              label="Registrazioni"
              value={formatNumber(m.registrationCompleted)}
              note={`Conversione ${m.conversionRate === null ? "—" : formatPercent(m.conversionRate, 2)} — ${definitionText("visitorConversion")}`}
              icon={<UserPlus className={icon} aria-hidden="true" />}
            />
            <StatCard
              label="Exit intent mostrati"
              value={formatNumber(m.exitIntentTriggered)}
              note={`${formatNumber(m.exitIntentConversions)} conversioni dal popup`}
              icon={<MousePointerClick className={icon} aria-hidden="true" />}
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Funnel di registrazione</CardTitle>
                <p className="text-sm text-slate-600">Persone (una per giorno) negli ultimi {m.periodDays} giorni: ogni passo conta solo chi ha fatto anche i precedenti.</p>
              </CardHeader>
              <CardContent>
                <Funnel m={m} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Recupero con exit intent</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <p className="text-4xl font-bold text-slate-900">{share(m.exitIntentConversions, m.exitIntentTriggered, 1)}</p>
                <p className="text-sm text-slate-600">Conversioni sul totale dei popup mostrati.</p>
                <div>{m.exitIntentConversions > 0 ? <Badge tone="brand">Funzionante</Badge> : <Badge tone="warning">Attivo, in attesa</Badge>}</div>
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </Page>
  );
}

export default function ConversionDashboardPage() {
  return (
    <AdminRedirectGate>
      <Dashboard />
    </AdminRedirectGate>
  );
}
