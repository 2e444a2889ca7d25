import { Bell } from "lucide-react";
import { Link } from "wouter";
import { WIDGET_DEFAULTS } from "@shared/constants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAlerts, useMarkAlertRead } from "../api";
import { AlertCard } from "./alert-card";

/** 'Avvisi intelligenti': the latest alerts, read and unread (docs/gamification.md). */
export function AlertsWidget({ limit = WIDGET_DEFAULTS.alerts }: { limit?: number }) {
  const { data, isLoading, isError } = useAlerts({ limit });
  const markRead = useMarkAlertRead();
  return (
    <Card className="h-full" data-testid="alerts-widget">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Bell className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Avvisi intelligenti
        </CardTitle>
        <Link href="/alerts" className="rounded text-sm font-semibold text-brand-700 hover:underline">
          Vedi tutti
        </Link>
      </CardHeader>
      <CardContent className="space-y-2">
        {isLoading && <Spinner />}
        {isError && <p className="text-sm text-red-700">Impossibile caricare gli alert.</p>}
        {data && data.length === 0 && <p className="text-sm text-slate-600">Nessun alert per ora: ti avviseremo quando qualcosa merita attenzione.</p>}
        {data?.map((a) => (
          <AlertCard key={a.id} alert={a} compact onMarkRead={(id) => markRead.mutate(id)} busy={markRead.isPending} />
        ))}
      </CardContent>
    </Card>
  );
}
