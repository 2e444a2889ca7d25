import { Sparkles } from "lucide-react";
import { CONTENT_LIMITS, CONTENT_MESSAGES, generateIdeasSchema } from "@shared/schemas/content-hub";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useGenerateIdeas } from "../content-api";

/** docs/content-hub.md: POST /api/content/generate-ideas {topic}; the stored ideas then appear in the pipeline. */
export function ContentGenerateForm() {
  const generate = useGenerateIdeas();
  const form = useZodForm(generateIdeasSchema, { defaultValues: { topic: "" } });
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
        // The query client toasts the failure; a 400's field message goes on the field.
        onError: form.applyServerErrors,
      },
    );

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Genera idee di contenuto" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <Field
        id="content-topic"
        label="Argomento"
        error={error}
        errorId="content-topic-err"
        hint={`Da ${CONTENT_LIMITS.topicMin} a ${CONTENT_LIMITS.topicMax} caratteri. Con l'AI configurata le idee arrivano dal modello, altrimenti dai modelli predefiniti per famiglie monoreddito.`}
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input {...control} placeholder="Es. bollette, spesa alimentare, fondo pensione" maxLength={CONTENT_LIMITS.topicMax} {...form.register("topic")} />
            <Button type="submit" disabled={generate.isPending} className="shrink-0">
              <Sparkles className="h-4 w-4" aria-hidden="true" />
              {generate.isPending ? "Generazione..." : "Genera idee"}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
