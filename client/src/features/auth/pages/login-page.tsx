import { Link, useSearch } from "wouter";
import type { FieldErrors } from "react-hook-form";
import { Info } from "lucide-react";
import { AUTH_MESSAGES, loginSchema, registerSchema, type LoginInput, type RegisterInput } from "@shared/schemas/auth";
import { TIMINGS } from "@shared/constants";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLogin, useRegister, type AuthAnswer } from "../api";
import { PasswordField } from "../components/password-field";
import { nextPath } from "../next-path";
import { ForgotPassword } from "@/features/account";

const reloadSoon = (to = "/") => setTimeout(() => window.location.assign(to), TIMINGS.postLoginReloadMs);

function LoginForm() {
  const next = nextPath(useSearch());
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { email: "", password: "" } });
  const onInvalid = () => toast({ title: AUTH_MESSAGES.missingTitle, description: AUTH_MESSAGES.missing, variant: "destructive" });
  const onValid = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: (res: AuthAnswer) => {
        if (!res.success) {
          toast({ title: "Errore", description: res.message ?? "Credenziali non valide", variant: "destructive" });
          return;
        }
        toast({ title: res.isAdmin ? AUTH_MESSAGES.welcomeAdmin : "Bentornato!", description: res.message, variant: "success" });
        reloadSoon(next ?? "/");
      },
    });
  const e = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
      <Field id="login-email" label="Email" error={e.email?.message} errorId="login-email-err">
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
      </Field>
      <Field id="login-password" label="Password" error={e.password?.message} errorId="login-password-err">
        {(control) => <PasswordField {...control} autoComplete="current-password" {...form.register("password")} />}
      </Field>
      <Button type="submit" disabled={login.isPending} size="lg">
        {login.isPending ? "Accesso in corso..." : "Accedi"}
      </Button>
    </form>
  );
}

function LoginTab() {
  return (
    <div className="grid gap-4">
      <LoginForm />
      <ForgotPassword />
    </div>
  );
}

function RegisterForm() {
  const next = nextPath(useSearch());
  const register = useRegister();
  const form = useZodForm(registerSchema, { defaultValues: { email: "", password: "" } });
  const onInvalid = (errors: FieldErrors<RegisterInput>) =>
    errors.email
      ? toast({ title: AUTH_MESSAGES.invalidTitle, description: AUTH_MESSAGES.invalid, variant: "destructive" })
      : toast({ title: AUTH_MESSAGES.shortTitle, description: AUTH_MESSAGES.short, variant: "destructive" });
  const onValid = (values: RegisterInput) =>
    register.mutate(values, {
      onSuccess: () => {
        toast({ title: "Registrazione completata!", description: "Benvenuto! Tre domande veloci sulla tua famiglia e sei pronto.", variant: "success" });
        // The onboarding right after registration (docs/accounts.md); every step can be skipped.
        reloadSoon(next ?? "/onboarding");
      },
    });
  const e = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
      <p className="flex gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        Con un account gratuito salvi budget e simulazioni, segui i corsi e tieni traccia delle spese. Con Premium sblocchi strumenti avanzati e
        tutti i contenuti.
      </p>
      <Field id="register-email" label="Email" error={e.email?.message} errorId="register-email-err">
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
      </Field>
      <Field id="register-password" label="Password (almeno 6 caratteri)" error={e.password?.message} errorId="register-password-err">
        {(control) => <PasswordField {...control} autoComplete="new-password" minLength={6} {...form.register("password")} />}
      </Field>
      <p className="text-sm text-slate-700" data-testid="register-consent">
        Creando l'account accetti i{" "}
        <Link href="/termini" className="text-brand-800 underline">
          Termini di servizio
        </Link>{" "}
        e confermi di aver letto l'
        <Link href="/privacy" className="text-brand-800 underline">
          Informativa sulla privacy
        </Link>
        .
      </p>
      <Button type="submit" disabled={register.isPending} size="lg">
        {register.isPending ? "Registrazione in corso..." : "Crea account gratuito"}
      </Button>
    </form>
  );
}

export default function LoginPage() {
  // "Inizia Gratis" links here with ?scheda=registrati: the registration tab opens (docs/client.md).
  const tab = new URLSearchParams(useSearch()).get("scheda") === "registrati" ? "register" : "login";
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10">
      <Card>
        <CardHeader>
          {/* The page's own heading: a level-one title, not a card's h3. */}
          <h1 className="text-2xl font-semibold leading-tight text-slate-900">Benvenuto</h1>
          <CardDescription>Accedi o crea il tuo account gratuito per iniziare a gestire meglio i soldi di famiglia.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs key={tab} defaultValue={tab}>
            <TabsList aria-label="Accesso o registrazione">
              <TabsTrigger value="login">Accedi</TabsTrigger>
              <TabsTrigger value="register">Registrati</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginTab />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
