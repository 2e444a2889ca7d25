import { Link } from "wouter";
import { Calculator, Newspaper, Receipt, TrendingUp } from "lucide-react";

const TOOLS = [
  { href: "/budget-calculator", icon: Calculator, title: "Calcolatore Budget", text: "Dividi il reddito con la regola 50/30/20." },
  { href: "/pac-simulator", icon: TrendingUp, title: "Simulatore PAC", text: "Scopri quanto può crescere un piano di accumulo." },
  { href: "/expenses", icon: Receipt, title: "Tracciamento Spese", text: "Registra le spese del mese per categoria." },
  { href: "/blog", icon: Newspaper, title: "Blog", text: "Guide pratiche su risparmio e investimenti." },
];

export function ToolCards() {
  return (
    <section aria-labelledby="tools-title">
      <h2 id="tools-title" className="mb-3 text-lg font-bold text-slate-900">
        I tuoi strumenti
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TOOLS.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link href={href} className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow">
              <Icon className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
