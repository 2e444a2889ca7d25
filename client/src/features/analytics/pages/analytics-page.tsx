import { useState } from "react";
import { Activity, Eye, Monitor, Smartphone, Users } from "lucide-react";
import { ANALYTICS_PERIODS } from "@shared/constants";
import { formatNumber, formatPercent } from "@shared/format";
import { definitionText } from "@shared/metrics";
import { Page } from "@/components/ui/page";
import { Button } from "@/components/ui/button";
import { FullPageSpinner, Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/use-auth";
import { errorMessage } from "@/lib/api";
import { useAnalyticsOverview } from "../api";
import { AdminOnlyNotice } from "../components/admin-gate";
import { StatCard } from "@/components/ui/stat-card";
import { OverviewTabs } from "../components/overview-tabs";

function Dashboard() {
  const [days, setDays] = useState<number>(7);
  const { data, isLoading, error } = useAnalyticsOverview(days);
  const icon = "h-5 w-5 text-brand-700";
  return (
    <Page
      title="Analytics"
      intro="Visite reali al sito, senza indirizzi IP completi: i visitatori unici sono contati con un'impronta che cambia ogni giorno."
      actions={
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1" role="group" aria-label="Periodo">
          {ANALYTICS_PERIODS.map((d) => (
            <Button key={d} size="sm" variant={d === days ? "primary" : "ghost"} aria-pressed={d === days} onClick={() => setDays(d)}>
              {d} giorni
            </Button>
          ))}
        </div>
      }
    >
      {isLoading && <Spinner label="Caricamento statistiche..." />}
      {error && <p className="text-red-700">{errorMessage(error)}</p>}
      {data && (
        // grid-cols-1 (minmax(0, 1fr)): the wide tab row must not stretch the column past 360 px.
        <div className="grid grid-cols-1 gap-6">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
            <StatCard label="Visite totali" value={formatNumber(data.summary.totalVisits)} icon={<Eye className={icon} aria-hidden="true" />} />
            <StatCard label="Visitatori unici" value={formatNumber(data.summary.uniqueVisitors)} icon={<Users className={icon} aria-hidden="true" />} />
            <StatCard label="Sessioni attive" value={formatNumber(data.summary.activeSessions)} note="Online negli ultimi 30 minuti" icon={<Activity className={icon} aria-hidden="true" />} />
            <StatCard label="Mobile" value={formatPercent(data.summary.mobilePercentage)} note={definitionText("mobileShare")} icon={<Smartphone className={icon} aria-hidden="true" />} />
            <StatCard label="Desktop" value={formatPercent(data.summary.desktopPercentage)} note={definitionText("desktopShare")} icon={<Monitor className={icon} aria-hidden="true" />} />
          </div>
          <OverviewTabs data={data} days={days} />
        </div>
      )}
    </Page>
  );
}

export default function AnalyticsPage() {
  const { isAdmin, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!isAdmin) return <AdminOnlyNotice />;
  return <Dashboard />;
}
