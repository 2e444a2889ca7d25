import { ArrowRight, Mail } from "lucide-react";
import { formatNumber } from "@shared/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { useLeadMagnets } from "../content-api";

// The three automation scenarios (docs/email-automation.md), as the hub explains them.
const SCENARIOS = [
  { code: "blog_signup", text: "Chi si iscrive dal blog o scarica la guida riceve la sequenza di benvenuto." },
  { code: "calculator_completed", text: "Chi completa un calcolatore riceve i consigli per il passo successivo." },
  { code: "premium_trial_started", text: "Chi inizia la prova Premium riceve la guida ai contenuti avanzati." },
] as const;

/** A summary that leads to the Email Automation dashboard, where sequences are managed and tested. */
export function ContentAutomation() {
  const magnets = useLeadMagnets();
  const active = magnets.data?.totals.active;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Automazione email
        </CardTitle>
        <CardDescription>I lead raccolti dai contenuti entrano nelle sequenze email automatiche. Sequenze, template e test si gestiscono nella dashboard Email Automation.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {active !== undefined && (
          <p className="text-slate-800">
            Iscritti attivi che possono ricevere le sequenze: <strong>{formatNumber(active)}</strong>
          </p>
        )}
        <ul className="grid gap-2 text-sm text-slate-700">
          {SCENARIOS.map((s) => (
            <li key={s.code} className="rounded-lg bg-slate-50 px-3 py-2">
              <code className="mr-2 rounded bg-white px-1.5 py-0.5 text-xs text-slate-900">{s.code}</code>
              {s.text}
            </li>
          ))}
        </ul>
        <div>
          <LinkButton href="/email-automation">
            Apri Email Automation <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </LinkButton>
        </div>
      </CardContent>
    </Card>
  );
}
