import { Link } from "wouter";
import { BookOpen, Calculator, Clock, GraduationCap, LayoutDashboard, Shield, Sparkles } from "lucide-react";
import { useAuth } from "@/lib/use-auth";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";

// The recommended path: three steps, about five minutes each. A household sees household tools
// only; Prompt Master (the article writer) and the admin area are operator tools, shown to
// administrators (docs/accounts.md). Links outside the nested router start with "~" (wouter).
const PATH_START = [
  { href: "/dashboard", minutes: 5, title: "Dashboard per principianti", text: "Il percorso in quattro passi, gli strumenti consigliati e i tuoi contatori.", icon: LayoutDashboard },
  { href: "/blog", minutes: 5, title: "Come usare il blog", text: "I tre articoli da leggere per primi e come trovare quello che ti serve.", icon: BookOpen },
];
const HOUSEHOLD_STEP = { href: "~/calcolatori", minutes: 5, title: "I calcolatori della famiglia", text: "Budget 50/30/20, simulatore PAC e mutuo: i conti di casa in pochi minuti.", icon: Calculator };
const OPERATOR_STEP = { href: "/prompt-master", minutes: 5, title: "Come usare Prompt Master", text: "Scrivere buone richieste all'assistente AI per ottenere articoli utili.", icon: Sparkles };

const SHORTCUTS = [
  { href: "~/calcolatori", title: "Calcolatori", text: "Budget 50/30/20, simulatore PAC e mutuo.", icon: Calculator },
  { href: "~/blog", title: "Blog", text: "Guide pratiche su risparmio, budget e investimenti.", icon: BookOpen },
];
const HOUSEHOLD_SHORTCUT = { href: "~/courses", title: "Corsi", text: "Lezioni brevi con quiz, dal budget all'investimento.", icon: GraduationCap };
const OPERATOR_SHORTCUT = { href: "~/admin", title: "Area amministrazione", text: "Per chi gestisce i contenuti del sito.", icon: Shield };

const FAQ = [
  { q: "Devo pagare per usare la piattaforma?", a: "No: calcolatori, blog e i primi corsi sono gratuiti. Il piano Premium sblocca funzioni avanzate, ma non serve per iniziare." },
  { q: "Non so nulla di finanza: da dove comincio?", a: "Dal percorso qui sopra: calcola il tuo budget, leggi l'articolo sul risparmio e prova il simulatore PAC. Bastano 15 minuti." },
  { q: "I miei dati sono al sicuro?", a: "Sì: i tuoi budget e le tue spese sono visibili solo a te, e puoi usare i calcolatori anche senza registrarti." },
];

export function GuideOverview() {
  const { isAdmin } = useAuth();
  const PATH = [...PATH_START, isAdmin ? OPERATOR_STEP : HOUSEHOLD_STEP];
  const shortcuts = [...SHORTCUTS, isAdmin ? OPERATOR_SHORTCUT : HOUSEHOLD_SHORTCUT];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <header className="rounded-2xl bg-gradient-to-br from-brand-50 to-white px-6 py-10 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Guida per principianti</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
          Benvenuto! Questa guida ti accompagna passo dopo passo tra gli strumenti della piattaforma: in un quarto d'ora saprai come tenere sotto controllo il budget, dove trovare i consigli giusti e come fare i conti di casa con i calcolatori.
        </p>
      </header>

      <section aria-labelledby="path-title" className="mt-10">
        <h2 id="path-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" /> Il percorso consigliato di 15 minuti
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {PATH.map((s, i) => (
            <li key={s.href}>
              <Link href={s.href} className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
                <span className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                  <s.icon className="h-5 w-5" aria-hidden="true" /> Passo {i + 1} · {s.minutes} min
                </span>
                <span className="mt-2 block text-lg font-semibold text-slate-900">{s.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{s.text}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="shortcuts-title" className="mt-10">
        <h2 id="shortcuts-title" className="text-xl font-semibold text-slate-900">Scorciatoie</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {shortcuts.map((s) => (
            <li key={s.href}>
              <Link href={s.href} className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500">
                <s.icon className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-slate-900">{s.title}</span>
                  <span className="block text-sm text-slate-600">{s.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-title" className="mt-10">
        <h2 id="faq-title" className="text-xl font-semibold text-slate-900">Domande frequenti</h2>
        <div className="mt-4 space-y-3">
          {FAQ.map((f) => (
            <Card key={f.q} className="p-0">
              <details className="group p-5">
                <summary className="cursor-pointer font-semibold text-slate-900">{f.q}</summary>
                <p className="mt-2 text-slate-600">{f.a}</p>
              </details>
            </Card>
          ))}
        </div>
      </section>

      <div className="mt-10 text-center">
        <LinkButton href="/dashboard" size="lg">Inizia il percorso</LinkButton>
      </div>
    </div>
  );
}
