import { lazy, Suspense } from "react";
import type { AnalyticsOverview } from "@shared/schemas/analytics";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Spinner } from "@/components/ui/spinner";
import { useConversionFunnel } from "../api";
import { BarList, displayPage, sourceDot, sourceLabel } from "./lists";
import { HourlyActivity, RecentVisitors } from "./behaviour";
import { FunnelView } from "./funnel-view";

const DailyVisitsChart = lazy(() => import("./charts").then((m) => ({ default: m.DailyVisitsChart })));

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function OverviewTabs({ data, days }: { data: AnalyticsOverview; days: number }) {
  const total = data.summary.totalVisits;
  const funnel = useConversionFunnel(days);
  return (
    <Tabs defaultValue="sources">
      <TabsList aria-label="Sezioni delle statistiche">
        <TabsTrigger value="sources">Sorgenti</TabsTrigger>
        <TabsTrigger value="pages">Pagine popolari</TabsTrigger>
        <TabsTrigger value="behaviour">Comportamento</TabsTrigger>
        <TabsTrigger value="funnel">Funnel</TabsTrigger>
      </TabsList>
      <TabsContent value="sources" className="grid gap-4 lg:grid-cols-2">
        <Panel title="Sorgenti di traffico">
          <BarList rows={data.trafficSources.map((s) => ({ key: s.source, label: sourceLabel(s.source), value: s.visits }))} total={total} dot={sourceDot} empty="Nessuna visita nel periodo." />
        </Panel>
        <Panel title="Browser">
          <BarList rows={data.browsers.map((b) => ({ label: b.browser, value: b.visits }))} total={total} empty="Nessuna visita nel periodo." />
        </Panel>
      </TabsContent>
      <TabsContent value="pages">
        <Panel title="Pagine più visitate">
          <BarList rows={data.topPages.map((p) => ({ key: p.page, label: displayPage(p.page), value: p.visits }))} total={total} empty="Nessuna pagina visitata nel periodo." />
        </Panel>
      </TabsContent>
      <TabsContent value="behaviour" className="grid gap-4 lg:grid-cols-2">
        <Panel title="Visite al giorno">
          <Suspense fallback={<Spinner />}>
            <DailyVisitsChart data={data.dailyVisits} />
          </Suspense>
        </Panel>
        <Panel title="Attività per ora">
          <HourlyActivity hours={data.hourlyActivity} />
        </Panel>
        <Panel title="Visitatori recenti">
          <RecentVisitors visitors={data.recentVisitors} />
        </Panel>
      </TabsContent>
      <TabsContent value="funnel">
        <Panel title="Funnel di conversione">{funnel.data ? <FunnelView funnel={funnel.data} /> : <Spinner />}</Panel>
      </TabsContent>
    </Tabs>
  );
}
