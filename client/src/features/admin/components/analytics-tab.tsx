import { Suspense } from "react";
import { formatNumber } from "@shared/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { StatCard } from "@/components/ui/stat-card";
import { BarList, deviceLabel, displayPage, Empty, ShareChart, sourceDot, sourceLabel, useRealAnalytics } from "@/features/analytics";

export function AnalyticsTab() {
  const { data: a, isLoading, error } = useRealAnalytics();
  if (isLoading) return <Spinner label="Caricamento analytics..." />;
  if (error || !a) return <p className="text-red-700">{errorMessage(error)}</p>;
  const devices = (["mobile", "desktop", "tablet"] as const).map((d) => ({ key: d, label: deviceLabel(d), value: a.devices[d] }));
  const deviceTotal = devices.reduce((s, d) => s + d.value, 0);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">Ultimi 30 giorni.</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard label="Visite totali" value={formatNumber(a.totalVisits)} />
        <StatCard label="Visitatori unici" value={formatNumber(a.uniqueVisitors)} />
        <StatCard label="Sessioni attive" value={formatNumber(a.activeSessions)} note="Ultimi 30 minuti" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Dispositivi</CardTitle>
          </CardHeader>
          <CardContent>
            {deviceTotal === 0 ? (
              <Empty>Nessun dato sui dispositivi.</Empty>
            ) : (
              <>
                <Suspense fallback={null}>
                  <ShareChart data={devices.map((d) => ({ name: d.label, value: d.value }))} />
                </Suspense>
                <BarList rows={devices} total={deviceTotal} empty="Nessun dato sui dispositivi." />
              </>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sorgenti di traffico</CardTitle>
          </CardHeader>
          <CardContent>
            <BarList rows={a.trafficSources.map((s) => ({ key: s.source, label: sourceLabel(s.source), value: s.visits }))} total={a.totalVisits} dot={sourceDot} empty="Nessuna sorgente registrata." />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Pagine più visitate</CardTitle>
        </CardHeader>
        <CardContent>
          <BarList
            rows={a.pageViews.map((p) => ({ key: p.page, label: displayPage(p.page), value: p.visits, extra: `(${formatNumber(p.uniqueVisitors)} unici)` }))}
            total={a.totalVisits}
            empty="Nessuna pagina visitata."
          />
        </CardContent>
      </Card>
    </div>
  );
}
