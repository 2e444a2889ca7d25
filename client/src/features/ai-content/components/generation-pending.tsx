/** What the administrator sees while the model writes (docs/ai-content.md: 30-60 s each, about 40 s per article in a batch). */
export function GenerationPending({ articles }: { articles: number }) {
  const text =
    articles === 1
      ? "Generazione in corso: l'AI sta scrivendo l'articolo, di solito servono 30-60 secondi. Non chiudere la pagina."
      : `Generazione in corso di ${articles} articoli, uno dopo l'altro: circa 40 secondi per articolo (stima: ${Math.ceil((articles * 40) / 60)} minuti). Non chiudere la pagina.`;
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
      <span className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
      {text}
    </div>
  );
}
