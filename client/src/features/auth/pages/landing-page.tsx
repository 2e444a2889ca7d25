import { Link, useSearch } from "wouter";
import { formatEuro } from "@shared/money";
import { BookOpen, Calculator, Mail, MessageSquare, Receipt, ShieldCheck, Trophy, Users } from "lucide-react";
import { CONTACT_EMAIL, PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { splitBudget } from "@shared/finance/budget";
import { LinkButton } from "@/components/ui/link-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const FEATURES = [
  { icon: Calculator, title: "Calcolatori gratuiti", text: "Budget 50/30/20, simulatore PAC e mutuo: numeri chiari in pochi secondi.", href: "/budget-calculator" },
  { icon: BookOpen, title: "Corsi con quiz", text: "Lezioni brevi e pratiche su budget, risparmio, investimenti e mutuo.", href: "/courses" },
  { icon: Receipt, title: "Tracciamento spese", text: "Registra le spese del mese per categoria e scopri dove vanno i tuoi soldi.", href: "/expenses" },
  { icon: Trophy, title: "Punti e sfide", text: "Punti, livelli, badge e sfide settimanali per restare motivato." },
  { icon: Users, title: "Community", text: "Idee, domande e suggerimenti di famiglie come la tua." },
  { icon: ShieldCheck, title: "Sicurezza", text: "I tuoi dati restano tuoi: niente pubblicità, niente vendita di dati." },
];

const EXAMPLES = [1200, 3500].map((income) => ({ income, ...splitBudget(income) }));

/** The sign-up buttons open the registration tab of the login page (docs/client.md). */
const SIGN_UP_HREF = "/login?scheda=registrati";

/** After the account's deletion the data section sends the browser to /?account=eliminato (docs/client.md). */
function DeletedAccountNotice() {
  const deleted = new URLSearchParams(useSearch()).get("account") === "eliminato";
  if (!deleted) return null;
  return (
    <div role="status" className="border-b border-emerald-200 bg-emerald-50">
      <p className="mx-auto max-w-5xl px-4 py-3 text-center font-medium text-emerald-900">
        Il tuo account e tutti i tuoi dati sono stati eliminati. Grazie di aver usato Finanza Familiare: puoi tornare quando vuoi.
      </p>
    </div>
  );
}

export default function LandingPage() {
  return (
    <div>
      <DeletedAccountNotice />
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:py-20">
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-800">Sempre gratis, per tutte le famiglie</p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">L'educazione finanziaria non deve costare una fortuna</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Impara a gestire il budget di famiglia, a risparmiare ogni mese e a investire con consapevolezza, anche con un solo stipendio.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <LinkButton href={SIGN_UP_HREF} size="lg">
              Inizia Gratis
            </LinkButton>
            <LinkButton href="/budget-calculator" size="lg" variant="outline">
              Prova il calcolatore
            </LinkButton>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="features-title" className="text-center text-2xl font-bold sm:text-3xl">
          Tutto quello che serve per i soldi di casa
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, href }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
                  <CardTitle className="mt-2">{href ? <Link href={href} className="hover:underline">{title}</Link> : title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-slate-600">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="examples-title" className="bg-white py-12">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="examples-title" className="text-center text-2xl font-bold sm:text-3xl">
            Funziona con ogni reddito
          </h2>
          <p className="mt-2 text-center text-slate-600">La regola 50/30/20 applicata a due stipendi netti mensili.</p>
          <div className="mt-8 grid gap-4 md:grid-cols-2">
            {EXAMPLES.map((ex) => (
              <Card key={ex.income}>
                <CardHeader>
                  <CardTitle>Reddito di {formatEuro(ex.income)} al mese</CardTitle>
                  <CardDescription>Come dividerlo ogni mese</CardDescription>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-3 gap-2 text-center">
                    <div className="rounded-lg bg-sky-50 p-3">
                      <dt className="text-xs font-medium text-sky-900">Necessità 50%</dt>
                      <dd className="mt-1 font-bold text-sky-950">{formatEuro(ex.necessities)}</dd>
                    </div>
                    <div className="rounded-lg bg-violet-50 p-3">
                      <dt className="text-xs font-medium text-violet-900">Desideri 30%</dt>
                      <dd className="mt-1 font-bold text-violet-950">{formatEuro(ex.wants)}</dd>
                    </div>
                    <div className="rounded-lg bg-brand-50 p-3">
                      <dt className="text-xs font-medium text-brand-900">Risparmi 20%</dt>
                      <dd className="mt-1 font-bold text-brand-900">{formatEuro(ex.savings)}</dd>
                    </div>
                  </dl>
                </CardContent>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 className="text-2xl font-bold sm:text-3xl">Pronto a mettere ordine nei conti?</h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          Gli strumenti educativi sono gratuiti per sempre. Chi vuole contenuti avanzati può sostenerci con Premium a 9,90 € al mese, con{" "}
          {PREMIUM_TRIAL_DAYS} giorni di prova gratuita.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <LinkButton href={SIGN_UP_HREF} size="lg">
            Inizia Subito - È Gratis
          </LinkButton>
          <LinkButton href="/feedback" size="lg" variant="outline">
            <MessageSquare className="h-5 w-5" aria-hidden="true" /> Lascia un feedback
          </LinkButton>
        </div>
        <p className="mt-6 flex items-center justify-center gap-2 text-sm text-slate-600">
          <Mail className="h-4 w-4" aria-hidden="true" /> Scrivici:{" "}
          <a className="font-medium text-brand-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
        </p>
      </section>
    </div>
  );
}
