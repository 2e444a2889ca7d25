import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import { CONTENT_LIMITS, CONTENT_MESSAGES, generateIdeasSchema, type GenerateIdeasInput } from "@shared/schemas/content-hub";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { useGenerateIdeas } from "../content-api";

/** Spec §7: POST /api/content/generate-ideas {topic}; the stored ideas then appear in the pipeline. */
export function ContentGenerateForm() {
  const generate = useGenerateIdeas();
  const form = useForm<GenerateIdeasInput, unknown, { topic: string }>({ resolver: zodResolver(generateIdeasSchema), defaultValues: { topic: "" } });
  const error = form.formState.errors.topic?.message;

  const onValid = ({ topic }: { topic: string }) =>
    generate.mutate(
      { topic },
      {
        onSuccess: (res) => {
          const origin = res.source === "ai" ? "proposte dal modello AI" : "create con i modelli predefiniti";
          toast({ title: CONTENT_MESSAGES.generatedTitle, description: `${res.ideas.length} idee su «${topic}» ${origin}, salvate nella pipeline.`, variant: "success" });
          form.reset({ topic: "" });
        },
        onError: (err) => {
          const fieldError = err instanceof ApiError ? err.fieldErrors.topic : undefined;
          if (fieldError) form.setError("topic", { message: fieldError });
          const message = err instanceof ApiError ? (err.serverMessage ?? CONTENT_MESSAGES.generateFailed) : CONTENT_MESSAGES.generateFailed;
          toast({ title: CONTENT_MESSAGES.generateFailedTitle, description: message, variant: "destructive" });
        },
      },
    );

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Genera idee di contenuto" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <Label htmlFor="content-topic">Argomento</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="content-topic"
          placeholder="Es. bollette, spesa alimentare, fondo pensione"
          maxLength={CONTENT_LIMITS.topicMax}
          aria-invalid={Boolean(error)}
          aria-describedby="content-topic-help content-topic-err"
          {...form.register("topic")}
        />
        <Button type="submit" disabled={generate.isPending} className="shrink-0">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {generate.isPending ? "Generazione..." : "Genera idee"}
        </Button>
      </div>
      <p id="content-topic-help" className="text-sm text-slate-600">
        Da {CONTENT_LIMITS.topicMin} a {CONTENT_LIMITS.topicMax} caratteri. Con l'AI configurata le idee arrivano dal modello, altrimenti dai modelli predefiniti per famiglie monoreddito.
      </p>
      <FieldError id="content-topic-err" message={error} />
    </form>
  );
}
