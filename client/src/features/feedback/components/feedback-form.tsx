import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FEEDBACK_TYPES } from "@shared/constants";
import { FEEDBACK_TYPE_LABELS } from "@shared/labels";
import { FEEDBACK_MESSAGES, RATED_FEEDBACK_TYPES, feedbackInputSchema, type FeedbackInput } from "@shared/schemas/feedback";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label, Select, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useAuth } from "@/lib/use-auth";
import { ApiError } from "@/lib/api";
import { useSubmitFeedback } from "../api";
import { StarInput } from "./star-input";
import { feedbackEmoji } from "./feedback-meta";

type FormValues = { type: FeedbackInput["type"] | ""; rating: number | null; title: string; message: string; userEmail: string };

export function FeedbackForm() {
  const { user } = useAuth();
  const submit = useSubmitFeedback();
  const defaults = (): FormValues => ({ type: "", rating: null, title: "", message: "", userEmail: user?.email ?? "" });
  const form = useForm<FormValues, unknown, FeedbackInput>({ resolver: zodResolver(feedbackInputSchema) as never, defaultValues: defaults() });
  const e = form.formState.errors;
  const type = form.watch("type");
  const rated = (RATED_FEEDBACK_TYPES as readonly string[]).includes(type);

  // Prefill the reply email once the signed-in user is known.
  useEffect(() => {
    if (user?.email && !form.getValues("userEmail")) form.setValue("userEmail", user.email);
  }, [user?.email, form]);

  const onValid = (values: FeedbackInput) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast({ title: FEEDBACK_MESSAGES.successTitle, description: FEEDBACK_MESSAGES.success, variant: "success" });
        form.reset(defaults());
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fieldErrors : {};
        for (const [k, m] of Object.entries(fields)) form.setError(k as keyof FormValues, { message: m });
        toast({ title: FEEDBACK_MESSAGES.failureTitle, description: FEEDBACK_MESSAGES.failure, variant: "destructive" });
      },
    });

  const onInvalid = () => {
    const missing = e.type || e.message || !form.getValues("type") || !form.getValues("message").trim();
    if (missing) toast({ title: FEEDBACK_MESSAGES.requiredTitle, description: FEEDBACK_MESSAGES.required, variant: "destructive" });
  };

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4" aria-label="Invia un feedback">
      <div>
        <Label htmlFor="fb-type">Tipo di feedback</Label>
        <Select id="fb-type" aria-invalid={Boolean(e.type)} aria-describedby="fb-type-err" {...form.register("type")}>
          <option value="">Seleziona un tipo</option>
          {FEEDBACK_TYPES.map((t) => (
            <option key={t} value={t}>
              {feedbackEmoji(t)} {FEEDBACK_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
        <FieldError id="fb-type-err" message={e.type?.message} />
      </div>
      {rated && (
        <div>
          <Controller control={form.control} name="rating" render={({ field }) => <StarInput value={field.value} onChange={field.onChange} />} />
          <FieldError id="fb-rating-err" message={e.rating?.message} />
        </div>
      )}
      <div>
        <Label htmlFor="fb-title">Titolo (facoltativo)</Label>
        <Input id="fb-title" maxLength={120} aria-invalid={Boolean(e.title)} aria-describedby="fb-title-err" {...form.register("title")} />
        <FieldError id="fb-title-err" message={e.title?.message} />
      </div>
      <div>
        <Label htmlFor="fb-message">Messaggio</Label>
        <Textarea id="fb-message" rows={5} maxLength={2000} aria-invalid={Boolean(e.message)} aria-describedby="fb-message-err" {...form.register("message")} />
        <FieldError id="fb-message-err" message={e.message?.message} />
      </div>
      <div>
        <Label htmlFor="fb-email">Email (facoltativa, per ricevere una risposta)</Label>
        <Input id="fb-email" type="email" autoComplete="email" aria-invalid={Boolean(e.userEmail)} aria-describedby="fb-email-err" {...form.register("userEmail")} />
        <FieldError id="fb-email-err" message={e.userEmail?.message} />
      </div>
      <Button type="submit" size="lg" disabled={submit.isPending}>
        {submit.isPending ? "Invio in corso..." : "Invia feedback"}
      </Button>
    </form>
  );
}
