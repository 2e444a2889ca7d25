import { useState } from "react";
import { AI_CONTENT_MESSAGES, parseKeywordLines, type BulkResult } from "@shared/schemas/ai-content";
import { BULK_KEYWORDS_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Label, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useBulkGenerate } from "../api";
import { GenerationPending } from "./generation-pending";
import { SeoScoreBadge } from "./seo-score-badge";

/** docs/ai-content.md: one keyword per line, blank lines dropped, 1 to 10. */
export function BulkForm({ enabled }: { enabled: boolean }) {
  const bulk = useBulkGenerate();
  const [text, setText] = useState("");
  const [result, setResult] = useState<BulkResult | null>(null);
  const keywords = parseKeywordLines(text);

  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    if (keywords.length === 0) {
      toast({ title: AI_CONTENT_MESSAGES.keywordsRequiredTitle, description: AI_CONTENT_MESSAGES.keywordsRequired, variant: "destructive" });
      return;
    }
    if (keywords.length > BULK_KEYWORDS_MAX) {
      toast({ title: AI_CONTENT_MESSAGES.tooManyTitle, description: AI_CONTENT_MESSAGES.tooMany, variant: "destructive" });
      return;
    }
    setResult(null);
    bulk.mutate(keywords, {
      onSuccess: (r) => {
        setResult(r);
        toast({ title: "Generazione completata", description: `${r.generated} articoli su ${r.totalRequested} salvati come bozze.`, variant: "success" });
      },
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4" aria-label="Genera più articoli">
        <div>
          <Label htmlFor="pm-bulk">Keyword, una per riga (massimo {BULK_KEYWORDS_MAX})</Label>
          <Textarea id="pm-bulk" rows={8} value={text} onChange={(ev) => setText(ev.target.value)} aria-describedby="pm-bulk-count" placeholder={"fondo di emergenza\nbudget familiare\nPAC per principianti"} />
          <p id="pm-bulk-count" className={keywords.length > BULK_KEYWORDS_MAX ? "mt-1 text-sm text-red-700" : "mt-1 text-sm text-slate-600"}>
            {keywords.length} keyword inserite · circa 40 secondi per articolo
          </p>
        </div>
        <Button type="submit" size="lg" disabled={!enabled || bulk.isPending}>
          {bulk.isPending ? "Generazione in corso..." : "Genera articoli"}
        </Button>
      </form>
      {bulk.isPending && <GenerationPending articles={Math.max(1, Math.min(keywords.length, BULK_KEYWORDS_MAX))} />}
      {result && (
        <section aria-label="Risultato della generazione bulk" className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900">
            Generati {result.generated} articoli su {result.totalRequested}: li trovi tra le bozze qui sotto.
          </p>
          <ul className="mt-3 grid gap-2 text-sm">
            {result.items.map((i, n) => (
              <li key={`${n}-${i.keyword}`} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{i.keyword}</span>
                {i.ok ? (
                  <>
                    <span className="text-slate-700">→ {i.title}</span>
                    <SeoScoreBadge score={i.seoScore} />
                  </>
                ) : (
                  <span className="text-red-700">non generato: {i.error}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
