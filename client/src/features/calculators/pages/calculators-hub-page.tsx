import { Calculator, Home, PiggyBank, Scale, TrendingUp, Users } from "lucide-react";
import { Link } from "wouter";
import { Page } from "@/components/ui/page";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const TOOLS = [
  {
    href: "/budget-calculator",
    title: "Budget 50/30/20",
    text: "Dividi il reddito netto tra necessità, desideri e risparmi, e salva il tuo budget.",
    icon: Calculator,
  },
  {
    href: "/pac-simulator",
    title: "Simulatore PAC",
    text: "Quanto diventa un versamento mensile negli anni, al netto di tasse e inflazione.",
    icon: TrendingUp,
  },
  {
    href: "/mortgage-calculator",
    title: "Calcolatore Mutuo",
    text: "Rata, interessi, sostenibilità e piano di ammortamento; quanto puoi permetterti.",
    icon: Home,
  },
  {
    href: "/calcolatori/tfr",
    title: "TFR in azienda o nel fondo",
    text: "Quanto resta netto alla pensione lasciando il TFR in azienda o versandolo in un fondo pensione.",
    icon: Scale,
  },
  {
    href: "/benefits",
    title: "ISEE e Assegno unico",
    text: "Stima dell'ISEE passo per passo, dell'Assegno unico per ogni figlio e dei bonus che apre.",
    icon: Users,
  },
] as const;

/** /calcolatori: the shortcut the dashboard banner and the guide link to. */
export default function CalculatorsHubPage() {
  return (
    <Page title="Calcolatori gratuiti" intro="Strumenti per decidere con i numeri: tutti gratuiti, senza registrazione.">
      <div className="space-y-6">
        <ul className="grid gap-4 md:grid-cols-3">
          {TOOLS.map(({ href, title, text, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
                <Card className="h-full transition-shadow hover:shadow-md">
                  <CardHeader>
                    <Icon className="mb-2 h-8 w-8 text-brand-700" aria-hidden="true" />
                    <CardTitle>{title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-sm text-slate-600">{text}</p>
                  </CardContent>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
        <Link href="/come-risparmiare-soldi" className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          <PiggyBank className="h-6 w-6 shrink-0" aria-hidden="true" />
          <span>
            <span className="block font-semibold">Come risparmiare soldi: 15 metodi</span>
            <span className="block text-sm">Da dove iniziare per risparmiare ogni mese, con esempi in euro.</span>
          </span>
        </Link>
      </div>
    </Page>
  );
}
