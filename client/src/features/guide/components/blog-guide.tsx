import { Link } from "wouter";
import { Clock, Heart, Search, Share2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Section, SubGuide } from "./guide-shell";

// The three beginner articles in docs/accounts.md, linked to real seeded slugs. No reading time
// or "usefulness" typed here: the blog shows each article's reading time from its words
// (docs/courses.md, "Tempo di lettura"), and no reader rated them.
const ARTICLES = [
  { slug: "risparmiare-200-euro-al-mese", title: "Come risparmiare 200 euro al mese", difficulty: "Principiante" },
  { slug: "budget-familiare-guida-completa", title: "Budget familiare: la guida completa", difficulty: "Principiante" },
  { slug: "come-investire-piccole-somme", title: "Come investire piccole somme", difficulty: "Intermedio" },
];

const TIPS = [
  { icon: Search, title: "Cerca", text: "Usa i filtri per categoria (Risparmio, Investimenti, Budget, Calcolatori) per trovare subito l'argomento che ti interessa." },
  { icon: Clock, title: "Tempo di lettura", text: "Ogni articolo indica i minuti di lettura: scegli quelli brevi per la pausa caffè e i più lunghi per la sera." },
  { icon: Heart, title: "Preferiti", text: "Salva nei preferiti del browser gli articoli da rileggere quando prepari il budget del mese." },
  { icon: Share2, title: "Condividi", text: "Condividi con chi gestisce i conti di casa con te: il budget funziona meglio se lo conoscete tutti." },
];

export function BlogGuide() {
  return (
    <SubGuide title="Come usare il blog" intro="Tre articoli per iniziare, scelti per chi parte da zero, e qualche consiglio per leggere in modo efficace.">
      <Section title="I tre articoli per iniziare">
        <ol className="grid gap-4 md:grid-cols-3">
          {ARTICLES.map((a, i) => (
            <li key={a.slug}>
              <Card className="flex h-full flex-col p-5" data-testid="guide-article">
                <span className="text-sm font-semibold text-brand-700">Articolo {i + 1}</span>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">
                  <Link href={`~/blog/${a.slug}`} className="hover:text-brand-700 hover:underline">
                    {a.title}
                  </Link>
                </h3>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Badge tone={a.difficulty === "Principiante" ? "brand" : "warning"}>{a.difficulty}</Badge>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Consigli di lettura">
        <ul className="grid gap-4 sm:grid-cols-2">
          {TIPS.map((t) => (
            <li key={t.title} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <t.icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">{t.title}</span>
                <span className="block text-sm text-slate-600">{t.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </SubGuide>
  );
}
