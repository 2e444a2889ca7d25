import { Calculator, PiggyBank, TrendingUp } from "lucide-react";
import { Page } from "@/components/ui/page";
import { Card, CardContent } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { LOGIN_URL } from "@/lib/use-auth";
import { SAVING_METHODS } from "../components/saving-methods";

export default function SavingTipsPage() {
  return (
    <Page
      title="Come risparmiare soldi: 15 metodi che funzionano davvero"
      intro="Metodi concreti per una famiglia italiana, anche monoreddito: da dove iniziare, quanto si può risparmiare e con quali strumenti gratuiti."
    >
      <div className="space-y-8">
        <nav aria-label="Strumenti gratuiti" className="flex flex-wrap gap-3">
          <LinkButton href="/budget-calculator">
            <Calculator className="h-4 w-4" aria-hidden="true" /> Calcolatore budget
          </LinkButton>
          <LinkButton href="/pac-simulator" variant="outline">
            <TrendingUp className="h-4 w-4" aria-hidden="true" /> Simulatore PAC
          </LinkButton>
          <LinkButton href="/blog" variant="outline">
            Blog
          </LinkButton>
        </nav>

        <ol className="space-y-4">
          {SAVING_METHODS.map((m, i) => (
            <li key={m.title}>
              <Card>
                <CardContent className="flex gap-4 pt-5">
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                    {i + 1}
                  </span>
                  <div className="space-y-2">
                    <h2 className="text-lg font-semibold text-slate-900">{m.title}</h2>
                    <p className="text-slate-700">{m.text}</p>
                    <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                      <PiggyBank className="mr-1 inline h-4 w-4" aria-hidden="true" />
                      <span className="font-semibold">Esempio: </span>
                      {m.example}
                    </p>
                    {m.link && (
                      <LinkButton href={m.link.href} variant="ghost" size="sm" className="px-0 text-brand-800 underline" external={m.link.external}>
                        {m.link.label}
                      </LinkButton>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>

        <p className="text-sm text-slate-500">Gli importi sono esempi indicativi per una famiglia di tre persone; verifica sempre le condizioni aggiornate sui siti ufficiali (ARERA, INPS, Agenzia delle Entrate, IVASS).</p>

        <Card className="border-brand-200 bg-brand-50">
          <CardContent className="flex flex-col items-start gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-lg font-semibold text-slate-900">Metti in pratica i metodi con i nostri strumenti gratuiti</p>
              <p className="text-slate-700">Salva il tuo budget, traccia le spese e segui i corsi con quiz.</p>
            </div>
            <LinkButton href={LOGIN_URL} external>
              Registrati gratis
            </LinkButton>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
