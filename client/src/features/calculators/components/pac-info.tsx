import { factText } from "@shared/facts";
import { gainLostToCostsPercent } from "@shared/finance/pac";
import { formatNumber } from "@shared/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// The cost example is computed with the simulator's own method (docs/calculators.md, "PAC con i
// costi"): a monthly PAC over 20 years at 6 % gross, costs of 1 / 1,5 / 2 % a year.
const COST_EXAMPLE_TERS = [1, 1.5, 2] as const;
const costShares = () => COST_EXAMPLE_TERS.map((ter) => `${formatNumber(Math.round(gainLostToCostsPercent({ monthlyAmount: 200, years: 20, expectedReturn: 6, terPercent: ter })), 0)}%`);

const cards = () => {
  const [one, oneHalf, two] = costShares();
  return [
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
      text: "Prima il fondo di emergenza, su un conto deposito e non nel PAC; poi il PAC. Scegli ETF diversificati a basso costo (TER sotto lo 0,3%), un orizzonte di almeno 10 anni, e non fermare i versamenti quando i mercati scendono.",
    },
    {
      title: "Costi e tasse",
      text: `In un PAC mensile di 20 anni al 6% lordo, costi dell'1%, dell'1,5% o del 2% l'anno si prendono circa il ${one}, il ${oneHalf} o il ${two} del guadagno: confronta i costi. Le plusvalenze sono tassate al ${factText("aliquota-redditi-finanziari")} (${factText("aliquota-titoli-stato")} sui titoli di Stato) al momento della vendita.`,
    },
  ];
};

export function PacInfoCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {cards().map((c) => (
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
