import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useId } from "react";
import { BLOG_MESSAGES, subscribeSchema, type SubscribeInput } from "@shared/schemas/blog";
import { errorMessage } from "@/lib/api";
import { useAuth } from "@/lib/use-auth";
import { useHydrated } from "@/lib/use-hydrated";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
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
  const form = useForm<SubscribeInput>({ resolver: zodResolver(subscribeSchema), defaultValues: { email: user?.email ?? "", source } });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await subscribe.mutateAsync({ email: values.email, source, userId: user?.id ?? null });
      const title = res.pending ? "Controlla la tua email" : res.alreadySubscribed ? "Già iscritto" : "Iscrizione completata!";
      toast({ title, description: res.message, variant: "success" });
      if (!res.alreadySubscribed) form.reset({ email: "", source });
    } catch (err) {
      toast({ title: BLOG_MESSAGES.subscribeFailed, description: errorMessage(err), variant: "destructive" });
    }
  });

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
        <div className="flex-1">
          <Label htmlFor={`${id}-email`} className="sr-only text-white">
            La tua email
          </Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="La tua email"
            aria-label="La tua email"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-err` : undefined}
            readOnly={!hydrated}
            {...form.register("email")}
          />
          <div className="[&_p]:text-amber-200">
            <FieldError id={`${id}-err`} message={error} />
          </div>
        </div>
        <Button type="submit" variant="premium" disabled={!hydrated || subscribe.isPending}>
          {subscribe.isPending ? "Invio..." : button}
        </Button>
      </form>
      <p className="mt-3 text-xs text-brand-100">Niente spam: puoi disiscriverti con un clic da ogni email.</p>
    </section>
  );
}
