import { Info } from "lucide-react";

/** The note every estimate carries (docs/benefits.md, "Stima, non attestazione"). */
export function EstimateNote() {
  return (
    <aside className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" aria-label="Nota sulla stima">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="text-sm">
        <strong>Stima, non l'attestazione INPS.</strong> L'ISEE vero lo calcola l'INPS dalla DSU: puoi chiedere la <strong>DSU precompilata</strong> sul sito dell'INPS
        con SPID o CIE, oppure farti aiutare gratis da un <strong>CAF</strong>. L'Assegno unico lo decide l'INPS sulla domanda.
      </p>
    </aside>
  );
}
