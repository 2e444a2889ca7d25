import { Clock, FileText } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Section, SubGuide } from "./guide-shell";
import { PracticeBox } from "./practice-box";

const EXAMPLES = [
  { category: "Risparmio", prompts: ["Come può una famiglia con un reddito di 2.200 € al mese risparmiare 300 € senza rinunciare alle vacanze?", "Dieci modi per ridurre la spesa alimentare di una famiglia di quattro persone"] },
  { category: "Investimenti", prompts: ["Come iniziare un PAC con 100 € al mese partendo da uno stipendio di 1.500 €", "ETF o conto deposito per chi ha 5.000 € di risparmi?"] },
  { category: "Debiti", prompts: ["Come estinguere un prestito da 8.000 € con uno stipendio di 1.700 €", "Consolidare i debiti conviene? Guida per principianti"] },
  { category: "Casa", prompts: ["Mutuo o affitto con un reddito familiare di 3.000 € al mese?", "Quanto costa davvero comprare casa: notaio, tasse e spese bancarie"] },
];

const TIPS = [
  "Indica cifre concrete in euro: reddito, spese, obiettivo.",
  "Descrivi chi leggerà: una famiglia, un giovane al primo stipendio, un pensionato.",
  "Chiedi un obiettivo preciso: una guida passo passo, una lista, un confronto.",
  "Una richiesta per volta: meglio due articoli chiari che uno confuso.",
];

export function PromptMasterGuide() {
  return (
    <SubGuide title="Come usare Prompt Master" intro="Prompt Master scrive articoli di finanza personale a partire da una tua richiesta. Ecco come chiedere per ottenere testi utili.">
      <Section title="Esempi di richieste">
        <div className="grid gap-4 sm:grid-cols-2">
          {EXAMPLES.map((e) => (
            <Card key={e.category} className="p-5">
              <h3 className="font-semibold text-slate-900">{e.category}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {e.prompts.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </Section>

      <Section title="Consigli per scrivere le richieste">
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Section>

      <Section title="Cosa aspettarsi">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card className="flex items-center gap-3 p-5">
            <Clock className="h-7 w-7 text-brand-700" aria-hidden="true" />
            <p><strong>30-60 secondi</strong> per generare un articolo.</p>
          </Card>
          <Card className="flex items-center gap-3 p-5">
            <FileText className="h-7 w-7 text-brand-700" aria-hidden="true" />
            <p>Articoli da <strong>1000-3000 parole</strong>, pronti da rivedere.</p>
          </Card>
        </div>
      </Section>

      <Section title="Palestra: prova una richiesta">
        <PracticeBox />
      </Section>

      <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700" data-testid="admin-tutorial">
        <strong>Come iniziare:</strong> accedi all'area amministrazione da /admin con le credenziali dell'amministratore (per esempio email <code>admin@finanzafamiliare.it</code>, password <code>la-tua-password</code>) e apri la scheda Contenuti IA.
      </p>
    </SubGuide>
  );
}
