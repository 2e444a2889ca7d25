// Prompt Master (docs/ai-content.md): the administrator's AI article writer, in the admin
// dashboard's 'Contenuti IA' tab. Generated articles are drafts until published.
import { AI_CONTENT_MESSAGES } from "@shared/schemas/ai-content";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAiStatus } from "./api";
import { BulkForm } from "./components/bulk-form";
import { DraftsList } from "./components/drafts-list";
import { SingleForm } from "./components/single-form";
import { StatsPanel } from "./components/stats-panel";

function StatusNotice() {
  const { data: status, isLoading, isError } = useAiStatus();
  if (isLoading) return <Spinner label="Verifica del servizio AI..." />;
  if (isError || !status) return <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">Impossibile verificare lo stato del servizio AI: la generazione non è disponibile.</p>;
  if (!status.openaiConfigured)
    return (
      <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <strong>Generazione disattivata.</strong> Il servizio AI non è configurato: per generare articoli imposta la variabile <code>OPENAI_API_KEY</code> sul server (ed
        eventualmente <code>OPENAI_BASE_URL</code> e <code>OPENAI_MODEL</code>) e riavvialo. Le bozze già generate restano pubblicabili.
      </p>
    );
  if (status.rateLimit.remaining === 0)
    return (
      <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        {AI_CONTENT_MESSAGES.rateLimited} (massimo {status.rateLimit.limit} articoli ogni {status.rateLimit.windowMinutes} minuti per amministratore)
      </p>
    );
  return (
    <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
      Servizio AI attivo{status.model ? ` (modello ${status.model})` : ""}. Generazioni disponibili in quest'ora: {status.rateLimit.remaining} su {status.rateLimit.limit}.
    </p>
  );
}

export default function PromptMaster() {
  const { data: status } = useAiStatus();
  const enabled = Boolean(status?.openaiConfigured) && (status?.rateLimit.remaining ?? 0) > 0;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Prompt Master</h2>
        <p className="mt-1 text-sm text-slate-600">Articoli SEO in italiano scritti dall'AI per le famiglie monoreddito: ogni articolo viene salvato come bozza da rivedere e pubblicare sul blog.</p>
      </div>
      <StatusNotice />
      <Tabs defaultValue="single">
        <TabsList aria-label="Modalità del Prompt Master">
          <TabsTrigger value="single">Articolo singolo</TabsTrigger>
          <TabsTrigger value="bulk">Generazione bulk</TabsTrigger>
          <TabsTrigger value="stats">Statistiche</TabsTrigger>
        </TabsList>
        <TabsContent value="single">
          <SingleForm enabled={enabled} />
        </TabsContent>
        <TabsContent value="bulk">
          <BulkForm enabled={enabled} />
        </TabsContent>
        <TabsContent value="stats">
          <StatsPanel />
        </TabsContent>
      </Tabs>
      <DraftsList />
    </div>
  );
}
