import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { FEEDBACK_TYPES } from "@shared/constants";
import { FEEDBACK_TYPE_LABELS } from "@shared/labels";
import { FEEDBACK_MESSAGES, RATED_FEEDBACK_TYPES, feedbackInputSchema, type FeedbackInput, type FeedbackParsed } from "@shared/schemas/feedback";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useAuth } from "@/lib/use-auth";
import { useSubmitFeedback } from "../api";
import { StarInput } from "./star-input";
import { feedbackEmoji } from "./feedback-meta";

type FormValues = { type: FeedbackInput["type"]; rating: number | null; title: string; message: string; userEmail: string };

export function FeedbackForm() {
  const { user } = useAuth();
  const submit = useSubmitFeedback();
  const defaults = (): FormValues => ({ type: "", rating: null, title: "", message: "", userEmail: user?.email ?? "" });
  const form = useZodForm(feedbackInputSchema, { defaultValues: defaults() });
  const e = form.formState.errors;
  const type = form.watch("type");
  const rated = (RATED_FEEDBACK_TYPES as readonly string[]).includes(type);

  // Prefill the reply email once the signed-in user is known.
  useEffect(() => {
    if (user?.email && !form.getValues("userEmail")) form.setValue("userEmail", user.email);
  }, [user?.email, form]);

  const onValid = (values: FeedbackParsed) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast({ title: FEEDBACK_MESSAGES.successTitle, description: FEEDBACK_MESSAGES.success, variant: "success" });
        form.reset(defaults());
      },
      // The query client toasts the failure; a 400's field messages go on the fields.
      onError: form.applyServerErrors,
    });

  const onInvalid = () => {
    const missing = e.type || e.message || !form.getValues("type") || !form.getValues("message").trim();
    if (missing) toast({ title: FEEDBACK_MESSAGES.requiredTitle, description: FEEDBACK_MESSAGES.required, variant: "destructive" });
  };

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4" aria-label="Invia un feedback">
      <Field id="fb-type" label="Tipo di feedback" error={e.type?.message} errorId="fb-type-err">
        {(control) => (
          <Select {...control} {...form.register("type")}>
            <option value="">Seleziona un tipo</option>
            {FEEDBACK_TYPES.map((t) => (
              <option key={t} value={t}>
                {feedbackEmoji(t)} {FEEDBACK_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {rated && (
        <div>
          <Controller control={form.control} name="rating" render={({ field }) => <StarInput value={field.value ?? null} onChange={field.onChange} />} />
          <FieldError id="fb-rating-err" message={e.rating?.message} />
        </div>
      )}
      <Field id="fb-title" label="Titolo (facoltativo)" error={e.title?.message} errorId="fb-title-err">
        {(control) => <Input {...control} maxLength={120} {...form.register("title")} />}
      </Field>
      <Field id="fb-message" label="Messaggio" error={e.message?.message} errorId="fb-message-err">
        {(control) => <Textarea {...control} rows={5} maxLength={2000} {...form.register("message")} />}
      </Field>
      <Field id="fb-email" label="Email (facoltativa, per ricevere una risposta)" error={e.userEmail?.message} errorId="fb-email-err">
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("userEmail")} />}
      </Field>
      <Button type="submit" size="lg" disabled={submit.isPending}>
        {submit.isPending ? "Invio in corso..." : "Invia feedback"}
      </Button>
    </form>
  );
}
