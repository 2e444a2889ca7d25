import { Crown, Euro, TrendingUp, Users } from "lucide-react";
import { formatEuro } from "@shared/money";
import { formatNumber } from "@shared/format";
import { definitionText } from "@shared/metrics";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { StatCard } from "@/components/ui/stat-card";
import { useAdminOverview } from "../api";
import { growthNote, minutesSeconds, orDash, percentOrDash } from "./format";

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
      {note && <dd className="text-xs text-slate-500">{note}</dd>}
    </div>
  );
}

export function OverviewTab() {
  const { data: o, isLoading, error } = useAdminOverview();
  if (isLoading) return <Spinner label="Caricamento panoramica..." />;
  if (error || !o) return <p className="text-red-700">{errorMessage(error)}</p>;
  const icon = "h-5 w-5 text-brand-700";
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Utenti totali" value={formatNumber(o.users.total)} note={growthNote(o.users.totalGrowth)} icon={<Users className={icon} aria-hidden="true" />} />
        <StatCard label="Utenti premium" value={formatNumber(o.premium.count)} note={growthNote(o.premium.growth)} icon={<Crown className={icon} aria-hidden="true" />} />
        <StatCard label="Ricavi mensili" value={formatEuro(o.revenue.monthlyEuro)} note={growthNote(o.revenue.growth)} icon={<Euro className={icon} aria-hidden="true" />} />
        <StatCard
          label="Conversioni (registrazioni del mese)"
          value={formatNumber(o.conversions.thisMonth)}
          note={growthNote(o.conversions.growth)}
          icon={<TrendingUp className={icon} aria-hidden="true" />}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Email marketing</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3">
              <Figure label="Email inviate" value={formatNumber(o.email.sent)} note={o.email.pending > 0 ? `${formatNumber(o.email.pending)} in coda` : undefined} />
              <Figure label="Tasso di apertura" value={percentOrDash(o.email.openRate)} note={definitionText("emailOpenRate")} />
              <Figure label="Tasso di click" value={percentOrDash(o.email.clickRate)} note={definitionText("emailClickRate")} />
              <Figure label="Conversione visitatori" value={percentOrDash(o.conversions.ratePercent)} note={definitionText("visitorConversion")} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Prestazioni (ultimi 30 giorni)</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3">
              <Figure label="Visite giornaliere" value={formatNumber(o.performance.dailyVisits)} note="Media al giorno" />
              <Figure label="Durata media sessione" value={minutesSeconds(o.performance.averageSessionSeconds)} />
              <Figure label="Frequenza di rimbalzo" value={percentOrDash(o.performance.bounceRate)} note={definitionText("bounceRate")} />
              <Figure label="Pagine per sessione" value={orDash(o.performance.pagesPerSession, (x) => formatNumber(x, 1))} />
            </dl>
          </CardContent>
        </Card>
      </div>
      {o.ai.configured && (
        <Card>
          <CardHeader>
            <CardTitle>Assistente AI (oggi)</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <p className="text-slate-700">
              Token usati: {formatNumber(o.ai.usedToday)} su {formatNumber(o.ai.dailyTokenBudget)}
            </p>
            {o.ai.spent && (
              <p role="status" className="font-medium text-red-700">
                Budget giornaliero del modello esaurito: fino a domani risponde l&apos;assistente integrato.
              </p>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
