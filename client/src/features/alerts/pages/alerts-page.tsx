import { BellOff, CheckCheck } from "lucide-react";
import { formatNumber } from "@shared/format";
import { Page } from "@/components/ui/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Alert } from "@shared/schemas/alerts";
import { useAlerts, useMarkAlertRead, useMarkAllAlertsRead } from "../api";
import { AlertCard } from "../components/alert-card";
import { AlertTypesCard } from "../components/alert-types-card";

function EmptyState() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <BellOff className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 font-semibold text-slate-900">Nessun alert</p>
      <p className="text-sm text-slate-600">Non ci sono alert da mostrare</p>
    </div>
  );
}

function AlertList({ alerts, onMarkRead, busy }: { alerts: Alert[]; onMarkRead: (id: number) => void; busy: boolean }) {
  if (alerts.length === 0) return <EmptyState />;
  return (
    <div className="space-y-3">
      {alerts.map((a) => (
        <AlertCard key={a.id} alert={a} onMarkRead={onMarkRead} busy={busy} />
      ))}
    </div>
  );
}

/** /alerts (docs/gamification.md): counts, mark all, tabs unread (default) and all, explanatory card. */
export default function AlertsPage() {
  const { data: all, isLoading, isError } = useAlerts();
  const markRead = useMarkAlertRead();
  const markAll = useMarkAllAlertsRead();
  const unread = (all ?? []).filter((a) => !a.isRead);
  const busy = markRead.isPending || markAll.isPending;

  return (
    <Page title="Avvisi intelligenti" intro="Avvisi personalizzati sul tuo budget, sulle spese e sui tuoi obiettivi di risparmio.">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <dl className="flex gap-3">
          <div className="rounded-lg border border-slate-200 bg-white px-4 py-2">
            <dt className="text-xs text-slate-600">Totale</dt>
            <dd className="text-xl font-bold" data-testid="alerts-total">
              {formatNumber(all?.length ?? 0)}
            </dd>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white px-4 py-2">
            <dt className="text-xs text-slate-600">Non letti</dt>
            <dd className="text-xl font-bold text-brand-800" data-testid="alerts-unread">
              {formatNumber(unread.length)}
            </dd>
          </div>
        </dl>
        {unread.length > 0 && (
          <Button variant="outline" disabled={busy} onClick={() => markAll.mutate(unread.map((a) => a.id))}>
            <CheckCheck className="h-4 w-4" aria-hidden="true" />
            Segna tutti come letti
          </Button>
        )}
      </div>

      {isLoading && <Spinner />}
      {isError && (
        <Card>
          <CardContent className="pt-5 text-red-700">Impossibile caricare gli alert. Riprova più tardi.</CardContent>
        </Card>
      )}
      {all && (
        <Tabs defaultValue="unread">
          <TabsList aria-label="Filtra gli alert">
            <TabsTrigger value="unread">Non letti ({formatNumber(unread.length)})</TabsTrigger>
            <TabsTrigger value="all">Tutti ({formatNumber(all.length)})</TabsTrigger>
          </TabsList>
          <TabsContent value="unread">
            <AlertList alerts={unread} onMarkRead={(id) => markRead.mutate(id)} busy={busy} />
          </TabsContent>
          <TabsContent value="all">
            <AlertList alerts={all} onMarkRead={(id) => markRead.mutate(id)} busy={busy} />
          </TabsContent>
        </Tabs>
      )}

      <div className="mt-8">
        <AlertTypesCard />
      </div>
    </Page>
  );
}
