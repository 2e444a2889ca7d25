import { useState } from "react";
import { FlaskConical, Loader2, Send } from "lucide-react";
import { formatDateTime } from "@shared/format";
import { EMAIL_SCENARIOS, SCENARIO_LABELS, type EmailScenario, type TriggerResult } from "@shared/schemas/email-automation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Label, Select } from "@/components/ui/input";
import { Badge } from "@/components/ui/badge";
import { useEmailTest } from "./use-email-test";

function delayText(hours: number) {
  return hours === 0 ? "subito" : `dopo ${hours} ore`;
}

function ResultCard({ result, isLast }: { result: TriggerResult; isLast: boolean }) {
  const { automation } = result;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid={`email-test-result-${automation.scenario}`}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{SCENARIO_LABELS[automation.scenario]}</p>
        <code className="text-xs text-slate-600">{automation.scenario}</code>
        {isLast && <Badge tone="brand">Ultimo risultato</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-700">{automation.description}</p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">Destinatario: </dt>
          <dd className="inline font-medium">{result.recipient}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Prima email: </dt>
          <dd className="inline font-medium">
            {delayText(automation.delay)}
            {result.scheduledAt && ` (${formatDateTime(result.scheduledAt)})`}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Email programmate ora: </dt>
          <dd className="inline font-medium">
            {result.scheduled} di {automation.emails}
          </dd>
        </div>
        {result.alreadyScheduled > 0 && (
          <div>
            <dt className="inline text-slate-600">Già programmate in precedenza: </dt>
            <dd className="inline font-medium">{result.alreadyScheduled}</dd>
          </div>
        )}
      </dl>
      {result.skipped && <p className="mt-2 text-sm font-medium text-orange-800">{result.skipped}</p>}
    </li>
  );
}

/** Test Sistema: subscribe an address and start one scenario, or all three 1 s apart. */
export function EmailTestWidget() {
  const [email, setEmail] = useState("");
  const [scenario, setScenario] = useState<EmailScenario>("blog_signup");
  const { state, testOne, testAll } = useEmailTest();
  const running = state.status === "running";

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical className="h-5 w-5 text-brand-700" aria-hidden="true" /> Test del sistema email
        </CardTitle>
        <CardDescription>
          Il test iscrive l'indirizzo e avvia davvero lo scenario: la prima email parte al prossimo giro del worker, le altre con i loro ritardi. Un indirizzo già
          programmato per uno scenario non riceve doppioni.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <Label htmlFor="email-test-address">Email per il test</Label>
            <Input id="email-test-address" type="email" autoComplete="email" placeholder="nome@esempio.it" value={email} onChange={(e) => setEmail(e.target.value)} disabled={running} />
          </div>
          <div>
            <Label htmlFor="email-test-scenario">Scenario</Label>
            <Select id="email-test-scenario" value={scenario} onChange={(e) => setScenario(e.target.value as EmailScenario)} disabled={running}>
              {EMAIL_SCENARIOS.map((s) => (
                <option key={s} value={s}>
                  {SCENARIO_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void testOne(email, scenario)} disabled={running}>
            <Send className="h-4 w-4" aria-hidden="true" /> Testa scenario
          </Button>
          <Button variant="outline" onClick={() => void testAll(email)} disabled={running}>
            <FlaskConical className="h-4 w-4" aria-hidden="true" /> Testa tutti gli scenari
          </Button>
        </div>
        <div aria-live="polite">
          {running && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Test in corso...
            </p>
          )}
          {state.results.length > 0 && (
            <ul className="mt-2 space-y-3" aria-label="Risultati del test">
              {state.results.map((r) => (
                <ResultCard key={r.automation.scenario} result={r} isLast={r === state.last} />
              ))}
            </ul>
          )}
          {!running && state.results.length === 0 && <p className="text-sm text-slate-600">Nessun test eseguito in questa sessione.</p>}
        </div>
      </CardContent>
    </Card>
  );
}
