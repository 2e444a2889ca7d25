import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
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
import { FieldError, Input, Label, Select } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { useGenerateArticle } from "../api";
import { GeneratedResult } from "./generated-result";
import { GenerationPending } from "./generation-pending";

type FormValues = { keyword: string; searchVolume: number | string; difficulty: number | string; intent: GenerateAiRequest["intent"] };

/** Spec §2, §5: keyword, search volume (default 1000), difficulty 1-100 (default 50), intent; fixed audience. */
export function SingleForm({ enabled }: { enabled: boolean }) {
  const generate = useGenerateArticle();
  const [result, setResult] = useState<GeneratedContent | null>(null);
  const form = useForm<FormValues, unknown, GenerateAiRequest>({
    resolver: zodResolver(generateAiRequestSchema) as never,
    defaultValues: { keyword: "", searchVolume: 1000, difficulty: 50, intent: "informational" },
  });
  const e = form.formState.errors;

  const onValid = (values: GenerateAiRequest) => {
    setResult(null);
    const input: GenerateAiInput = { ...values, targetAudience: AI_TARGET_AUDIENCE };
    generate.mutate(input, {
      onSuccess: (r) => setResult(r),
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fieldErrors : {};
        for (const [k, m] of Object.entries(fields)) if (k in form.getValues()) form.setError(k as keyof FormValues, { message: m });
        const message = err instanceof ApiError ? err.serverMessage : null;
        toast({ title: AI_CONTENT_MESSAGES.generateErrorTitle, description: message ?? AI_CONTENT_MESSAGES.generateFailed, variant: "destructive" });
      },
    });
  };

  const onInvalid = () => {
    if (form.formState.errors.keyword || !form.getValues("keyword").trim())
      toast({ title: AI_CONTENT_MESSAGES.keywordRequiredTitle, description: AI_CONTENT_MESSAGES.keywordRequired, variant: "destructive" });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid grid-cols-1 gap-4" aria-label="Genera un articolo">
        <div>
          <Label htmlFor="pm-keyword">Keyword principale</Label>
          <Input
            id="pm-keyword"
            placeholder="es. fondo di emergenza"
            maxLength={100}
            aria-invalid={Boolean(e.keyword)}
            aria-describedby="pm-keyword-err"
            {...form.register("keyword")}
          />
          <FieldError id="pm-keyword-err" message={e.keyword?.message} />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div>
            <Label htmlFor="pm-volume">Volume di ricerca mensile</Label>
            <Input id="pm-volume" type="number" inputMode="numeric" min={0} aria-invalid={Boolean(e.searchVolume)} aria-describedby="pm-volume-err" {...form.register("searchVolume")} />
            <FieldError id="pm-volume-err" message={e.searchVolume?.message} />
          </div>
          <div>
            <Label htmlFor="pm-difficulty">Difficoltà (1-100)</Label>
            <Input
              id="pm-difficulty"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              aria-invalid={Boolean(e.difficulty)}
              aria-describedby="pm-difficulty-err"
              {...form.register("difficulty")}
            />
            <FieldError id="pm-difficulty-err" message={e.difficulty?.message} />
          </div>
          <div>
            <Label htmlFor="pm-intent">Intento di ricerca</Label>
            <Select id="pm-intent" aria-invalid={Boolean(e.intent)} aria-describedby="pm-intent-err" {...form.register("intent")}>
              {AI_INTENTS.map((i) => (
                <option key={i} value={i}>
                  {AI_INTENT_LABELS[i]}
                </option>
              ))}
            </Select>
            <FieldError id="pm-intent-err" message={e.intent?.message} />
          </div>
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
