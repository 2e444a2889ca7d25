import { useState } from "react";
import {
  AI_CONTENT_MESSAGES,
  AI_INTENTS,
  AI_INTENT_LABELS,
  AI_TARGET_AUDIENCE,
  generateAiRequestSchema,
  type GenerateAiInput,
  type GenerateAiRequest,
  type GeneratedContent,
} from "@shared/schemas/ai-content";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useGenerateArticle } from "../api";
import { GeneratedResult } from "./generated-result";
import { GenerationPending } from "./generation-pending";

/** docs/ai-content.md: keyword, search volume (default 1000), difficulty 1-100 (default 50), intent; fixed audience. */
export function SingleForm({ enabled }: { enabled: boolean }) {
  const generate = useGenerateArticle();
  const [result, setResult] = useState<GeneratedContent | null>(null);
  const form = useZodForm(generateAiRequestSchema, { defaultValues: { keyword: "", searchVolume: "1.000", difficulty: "50", intent: "informational" } });
  const e = form.formState.errors;

  const onValid = (values: GenerateAiRequest) => {
    setResult(null);
    const input: GenerateAiInput = { ...values, targetAudience: AI_TARGET_AUDIENCE };
    generate.mutate(input, {
      onSuccess: (r) => setResult(r),
      // The query client toasts the failure; a 400's field messages go on the fields.
      onError: form.applyServerErrors,
    });
  };

  const onInvalid = () => {
    if (form.formState.errors.keyword || !form.getValues("keyword").trim())
      toast({ title: AI_CONTENT_MESSAGES.keywordRequiredTitle, description: AI_CONTENT_MESSAGES.keywordRequired, variant: "destructive" });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid grid-cols-1 gap-4" aria-label="Genera un articolo">
        <Field id="pm-keyword" label="Keyword principale" error={e.keyword?.message} errorId="pm-keyword-err">
          {(control) => <Input {...control} placeholder="es. fondo di emergenza" maxLength={100} {...form.register("keyword")} />}
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field id="pm-volume" label="Volume di ricerca mensile" error={e.searchVolume?.message} errorId="pm-volume-err">
            {(control) => <Input {...control} type="text" inputMode="numeric" autoComplete="off" {...form.register("searchVolume")} />}
          </Field>
          <Field id="pm-difficulty" label="Difficoltà (1-100)" error={e.difficulty?.message} errorId="pm-difficulty-err">
            {(control) => <Input {...control} type="text" inputMode="numeric" autoComplete="off" {...form.register("difficulty")} />}
          </Field>
          <Field id="pm-intent" label="Intento di ricerca" error={e.intent?.message} errorId="pm-intent-err">
            {(control) => (
              <Select {...control} {...form.register("intent")}>
                {AI_INTENTS.map((i) => (
                  <option key={i} value={i}>
                    {AI_INTENT_LABELS[i]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-medium">Pubblico:</span> {AI_TARGET_AUDIENCE}
        </p>
        <Button type="submit" size="lg" disabled={!enabled || generate.isPending}>
          {generate.isPending ? "Generazione in corso..." : "Genera articolo"}
        </Button>
      </form>
      {generate.isPending && <GenerationPending articles={1} />}
      {result && <GeneratedResult result={result} onDone={() => setResult(null)} />}
    </div>
  );
}
