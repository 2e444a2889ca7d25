import { Lightbulb } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const TIPS = [
  "Registra ogni spesa il giorno stesso: bastano pochi secondi e a fine mese non dimentichi nulla.",
  "Necessità sono le spese che non puoi evitare (affitto, bollette, spesa alimentare); desideri tutto il resto.",
  "Tratta il risparmio come una spesa: mettilo da parte all'inizio del mese, non con quello che avanza.",
  "Controlla i desideri a metà mese: se hai già usato gran parte del 30%, rimanda gli acquisti non urgenti.",
  "Abbonamenti e piccole spese ricorrenti sommati fanno cifre importanti: rivedili ogni tre mesi.",
];

export function ExpenseTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb aria-hidden className="h-5 w-5 text-amber-500" /> Consigli per tenere traccia delle spese
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-slate-700">
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
