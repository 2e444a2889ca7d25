import { formatNumber } from "@shared/format";
import { SCENARIO_LABELS, type EmailOverview, type ScenarioCounts } from "@shared/schemas/email-automation";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useEmailOverview } from "../email-api";

const delivered = (c: ScenarioCounts) => c.sent + c.outbox;
const waiting = (c: ScenarioCounts) => c.pending + c.sending;

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{formatNumber(value)}</dd>
      {hint && <dd className="mt-1 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

function DeliveryNotice({ o }: { o: EmailOverview }) {
  return (
    <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      {o.mailer === "smtp"
        ? "Invio attivo tramite SMTP: le email scadute partono al prossimo giro del worker."
        : "SMTP non configurato: le email scadute restano nell'outbox del sito (leggibile nella scheda Automazioni) e non lasciano il server."}{" "}
      Aperture e clic non sono tracciati: le email sono di solo testo, senza pixel né link di tracciamento.
    </p>
  );
}

/** Panoramica: real counts from the outbox and the subscribers, no sample figures. */
export function EmailOverviewTab() {
  const { data: o, isLoading, isError } = useEmailOverview();
  if (isLoading) return <Spinner />;
  if (isError || !o) return <p className="text-red-700">Impossibile caricare la panoramica. Riprova più tardi.</p>;
  const t = o.totals;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat label="Iscritti attivi" value={o.subscribers.active} hint={`${formatNumber(o.subscribers.unsubscribed)} disiscritti`} />
        <Stat label={o.mailer === "smtp" ? "Email inviate" : "Email consegnate"} value={delivered(t)} hint={o.mailer === "smtp" ? undefined : `${formatNumber(t.outbox)} nell'outbox`} />
        <Stat label="In attesa" value={waiting(t)} />
        <Stat label="Fallite" value={t.failed} />
        <Stat label="Annullate" value={t.cancelled} hint="disiscritti o sequenza in pausa" />
      </dl>
      <DeliveryNotice o={o} />
      <Card>
        <CardHeader>
          <CardTitle>Email per scenario</CardTitle>
        </CardHeader>
        {/* On a phone the table scrolls sideways: the box takes focus so the keyboard can scroll it. */}
        <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label="Email per scenario">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">Scenario</th>
                <th scope="col" className="py-2 pr-3 font-medium">Consegnate</th>
                <th scope="col" className="py-2 pr-3 font-medium">In attesa</th>
                <th scope="col" className="py-2 pr-3 font-medium">Fallite</th>
                <th scope="col" className="py-2 font-medium">Annullate</th>
              </tr>
            </thead>
            <tbody>
              {o.scenarios.map(({ scenario, counts }) => (
                <tr key={scenario} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">{SCENARIO_LABELS[scenario]}</th>
                  <td className="py-2 pr-3">{formatNumber(delivered(counts))}</td>
                  <td className="py-2 pr-3">{formatNumber(waiting(counts))}</td>
                  <td className="py-2 pr-3">{formatNumber(counts.failed)}</td>
                  <td className="py-2">{formatNumber(counts.cancelled)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
