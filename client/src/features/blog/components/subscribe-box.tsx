import { Mail } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { subscribeSchema } from "@shared/schemas/blog";
import { useAuth } from "@/lib/use-auth";
import { useHydrated } from "@/lib/use-hydrated";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useSubscribe } from "../api";

type Props = { title: string; text: string; button: string; source: string; className?: string; testId?: string };

/** The newsletter box of /blog and the 'download guide' box of an article: both really subscribe. */
export function SubscribeBox({ title, text, button, source, className, testId }: Props) {
  const id = useId();
  const { user } = useAuth();
  const subscribe = useSubscribe();
  const hydrated = useHydrated();
  const form = useZodForm(subscribeSchema, { defaultValues: { email: user?.email ?? "", source } });
  const error = form.formState.errors.email?.message;

  // A failure is toasted by the query client ("Iscrizione non riuscita"); its field message goes on the field.
  const onSubmit = form.handleSubmit((values) =>
    subscribe.mutate(
      { email: values.email, source, userId: user?.id ?? null },
      {
        onSuccess: (res) => {
          const title = res.pending ? "Controlla la tua email" : res.alreadySubscribed ? "Già iscritto" : "Iscrizione completata!";
          toast({ title, description: res.message, variant: "success" });
          if (!res.alreadySubscribed) form.reset({ email: "", source });
        },
        onError: form.applyServerErrors,
      },
    ),
  );

  return (
    <section aria-labelledby={`${id}-title`} className={cn("rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white sm:p-8", className)} data-testid={testId}>
      <div className="flex items-center gap-3">
        <Mail className="h-7 w-7 shrink-0 text-brand-200" aria-hidden="true" />
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
      </div>
      <p className="mt-2 text-brand-50">{text}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field id={`${id}-email`} label="La tua email" labelClassName="sr-only text-white" error={error} errorId={`${id}-err`} className="flex-1 [&_[role=alert]]:text-amber-200">
          {(control) => <Input {...control} type="email" autoComplete="email" placeholder="La tua email" aria-label="La tua email" readOnly={!hydrated} {...form.register("email")} />}
        </Field>
        <Button type="submit" variant="premium" disabled={!hydrated || subscribe.isPending}>
          {subscribe.isPending ? "Invio..." : button}
        </Button>
      </form>
      <p className="mt-3 text-xs text-brand-100">
        Niente spam: puoi disiscriverti con un clic da ogni email. Iscrivendoti acconsenti a ricevere la newsletter come descritto nell'
        <Link href="/privacy" className="underline">
          Informativa sulla privacy
        </Link>
        .
      </p>
    </section>
  );
}
