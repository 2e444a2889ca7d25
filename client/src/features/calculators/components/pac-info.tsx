import { factText } from "@shared/facts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const CARDS = [
  {
    title: "Cos'è un PAC",
    text: "Un piano di accumulo del capitale investe ogni mese una cifra fissa, di solito in fondi o ETF. Non serve una grande somma iniziale: bastano anche 50 € al mese.",
  },
  {
    title: "Perché funziona",
    text: "Comprando ogni mese compri più quote quando i prezzi scendono e meno quando salgono (media del prezzo). Con gli anni l'interesse composto fa crescere anche i rendimenti già ottenuti.",
  },
  {
    title: "Strategie",
    text: "Prima il fondo di emergenza, poi il PAC. Scegli ETF diversificati a basso costo (TER sotto lo 0,3%), un orizzonte di almeno 10 anni, e non fermare i versamenti quando i mercati scendono.",
  },
  {
    title: "Costi e tasse",
    text: `Commissioni dell'1-2% l'anno possono mangiare un quarto del guadagno in 20 anni: confronta i costi. Le plusvalenze sono tassate al ${factText("aliquota-redditi-finanziari")} (${factText("aliquota-titoli-stato")} sui titoli di Stato) al momento della vendita.`,
  },
] as const;

export function PacInfoCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CARDS.map((c) => (
        <Card key={c.title}>
          <CardHeader>
            <CardTitle>{c.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-slate-700">{c.text}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
