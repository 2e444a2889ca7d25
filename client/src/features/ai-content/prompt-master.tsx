/** Placeholder of the Prompt Master generator (admin "AI Content" tab); its own issue replaces this file. */
export default function PromptMaster() {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">Il generatore di contenuti AI sarà disponibile a breve.</p>;
}
