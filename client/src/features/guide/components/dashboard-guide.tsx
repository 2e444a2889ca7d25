import { Circle, Lightbulb } from "lucide-react";
import { formatEuroRounded } from "@shared/money";
import { formatNumber } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Section, SubGuide } from "./guide-shell";
import { useAuth } from "@/lib/use-auth";

// The four steps, shown uncompleted (the guide is a map, not a tracker: docs/accounts.md). The
// third is a household's own step; writing an AI article is for administrators.
const STEPS = ["Calcola il tuo budget", "Leggi l'articolo sul risparmio", "Segui la prima lezione di un corso", "Usa il simulatore PAC"];
const OPERATOR_STEP = "Crea il tuo primo articolo AI";

const TOOLS = [
  {
    name: "Calcolatore Budget",
    href: "~/budget-calculator",
    difficulty: "Facile",
    minutes: 5,
    text: "Dividi il reddito netto con la regola 50/30/20.",
    steps: ["Apri il calcolatore budget.", "Inserisci il tuo reddito netto mensile (lo stipendio che ricevi sul conto).", "Leggi la divisione: 50% necessità, 30% desideri, 20% risparmi.", "Se sei registrato, salva il budget per ritrovarlo nella dashboard."],
  },
  {
    name: "Blog",
    href: "~/blog",
    difficulty: "Facile",
    minutes: 10,
    text: "Guide pratiche scritte per chi parte da zero.",
    steps: ["Apri il blog e scegli una categoria con i filtri.", "Inizia dall'articolo in evidenza o da quello sul risparmio.", "Guarda il tempo di lettura per scegliere quando leggerlo.", "In fondo trovi gli articoli correlati per approfondire."],
  },
  {
    name: "Simulatore PAC",
    href: "~/pac-simulator",
    difficulty: "Medio",
    minutes: 15,
    text: "Scopri quanto può crescere un piano di accumulo.",
    steps: ["Apri il simulatore PAC.", "Scegli la cifra mensile (anche 50 €), gli anni e un rendimento annuo prudente.", "Confronta il totale versato con il valore finale.", "Attiva inflazione e tasse per vedere il risultato reale."],
  },
];

const COUNTERS = [
  { label: "Risparmiato questo mese", value: formatEuroRounded(0) },
  { label: "Articoli letti", value: formatNumber(0) },
  { label: "Calcoli effettuati", value: formatNumber(0) },
  { label: "Obiettivi raggiunti", value: formatNumber(0) },
];

export function DashboardGuide() {
  const { isAdmin } = useAuth();
  const steps = isAdmin ? STEPS.map((s, i) => (i === 2 ? OPERATOR_STEP : s)) : STEPS;
  return (
    <SubGuide title="Dashboard per principianti" intro="Il tuo punto di partenza: quattro passi da completare, gli strumenti più semplici e un consiglio per la settimana.">
      <Section title="Il tuo percorso di apprendimento">
        <ol className="grid gap-3 sm:grid-cols-2">
          {steps.map((s, i) => (
            <li key={s} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="learning-step">
              <Circle className="h-6 w-6 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="font-medium text-slate-900">
                {i + 1}. {s}
              </span>
              <span className="ml-auto text-xs text-slate-500">Da completare</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Strumenti consigliati">
        <ul className="grid gap-4 md:grid-cols-3">
          {TOOLS.map((t) => (
            <li key={t.name}>
              <Card className="flex h-full flex-col p-5" data-testid="tool-card">
                <h3 className="text-lg font-semibold text-slate-900">{t.name}</h3>
                <div className="mt-2 flex gap-2">
                  <Badge tone={t.difficulty === "Facile" ? "brand" : "warning"}>{t.difficulty}</Badge>
                  <Badge tone="neutral">{t.minutes} min</Badge>
                </div>
                <p className="mt-2 flex-1 text-sm text-slate-600">{t.text}</p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Dialog>
                    <DialogTrigger asChild>
                      <Button variant="outline" size="sm">Tutorial passo passo</Button>
                    </DialogTrigger>
                    <DialogContent title={`Tutorial: ${t.name}`} description={`Difficoltà ${t.difficulty.toLowerCase()}, circa ${t.minutes} minuti.`}>
                      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
                        {t.steps.map((s) => (
                          <li key={s}>{s}</li>
                        ))}
                      </ol>
                      <LinkButton href={t.href} className="mt-5 w-full">Apri {t.name}</LinkButton>
                    </DialogContent>
                  </Dialog>
                  <LinkButton href={t.href} size="sm" variant="ghost">
                    Apri <span className="sr-only">{t.name}</span>
                  </LinkButton>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="I tuoi numeri">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {COUNTERS.map((c) => (
            <li key={c.label}>
              <Card className="p-4 text-center">
                <p className="text-2xl font-bold text-slate-900">{c.value}</p>
                <p className="text-sm text-slate-600">{c.label}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <aside className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5" aria-label="Consiglio della settimana">
        <Lightbulb className="h-6 w-6 shrink-0 text-amber-600" aria-hidden="true" />
        <p className="text-amber-900">
          <strong>Consiglio della settimana:</strong> metti da parte {formatEuroRounded(10)} a settimana: in un anno sono {formatEuroRounded(520)}.
        </p>
      </aside>
    </SubGuide>
  );
}
