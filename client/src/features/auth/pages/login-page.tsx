import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { AUTH_MESSAGES, loginSchema, registerSchema, type LoginInput, type RegisterInput } from "@shared/schemas/auth";
import { TIMINGS } from "@shared/constants";
import { ApiError } from "@/lib/api";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FieldError, Input, Label } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLogin, useRegister, type AuthAnswer } from "../api";
import { PasswordField } from "../components/password-field";

const reloadSoon = () => setTimeout(() => window.location.assign("/"), TIMINGS.postLoginReloadMs);

function serverMessage(err: unknown): string | null {
  return err instanceof ApiError ? err.serverMessage : null;
}

function LoginForm() {
  const login = useLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const onInvalid = () => toast({ title: AUTH_MESSAGES.missingTitle, description: AUTH_MESSAGES.missing, variant: "destructive" });
  const onValid = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: (res: AuthAnswer) => {
        if (!res.success) {
          toast({ title: "Errore", description: res.message ?? "Credenziali non valide", variant: "destructive" });
          return;
        }
        toast({ title: res.isAdmin ? AUTH_MESSAGES.welcomeAdmin : "Bentornato!", description: res.message, variant: "success" });
        reloadSoon();
      },
    });
  const e = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
      <div>
        <Label htmlFor="login-email">Email</Label>
        <Input id="login-email" type="email" autoComplete="email" aria-invalid={Boolean(e.email)} aria-describedby="login-email-err" {...form.register("email")} />
        <FieldError id="login-email-err" message={e.email?.message} />
      </div>
      <div>
        <Label htmlFor="login-password">Password</Label>
        <PasswordField id="login-password" autoComplete="current-password" aria-invalid={Boolean(e.password)} aria-describedby="login-password-err" {...form.register("password")} />
        <FieldError id="login-password-err" message={e.password?.message} />
      </div>
      <Button type="submit" disabled={login.isPending} size="lg">
        {login.isPending ? "Accesso in corso..." : "Accedi"}
      </Button>
    </form>
  );
}

function RegisterForm() {
  const register = useRegister();
  const form = useForm<RegisterInput>({ resolver: zodResolver(registerSchema), defaultValues: { email: "", password: "" } });
  const onInvalid = (errors: FieldErrors<RegisterInput>) =>
    errors.email
      ? toast({ title: AUTH_MESSAGES.invalidTitle, description: AUTH_MESSAGES.invalid, variant: "destructive" })
      : toast({ title: AUTH_MESSAGES.shortTitle, description: AUTH_MESSAGES.short, variant: "destructive" });
  const onValid = (values: RegisterInput) =>
    register.mutate(values, {
      onSuccess: () => {
        toast({ title: "Registrazione completata!", description: "Benvenuto! Stiamo preparando la tua dashboard.", variant: "success" });
        reloadSoon();
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
      <div>
        <Label htmlFor="register-email">Email</Label>
        <Input id="register-email" type="email" autoComplete="email" aria-invalid={Boolean(e.email)} aria-describedby="register-email-err" {...form.register("email")} />
        <FieldError id="register-email-err" message={e.email?.message} />
      </div>
      <div>
        <Label htmlFor="register-password">Password (almeno 6 caratteri)</Label>
        <PasswordField
          id="register-password"
          autoComplete="new-password"
          minLength={6}
          aria-invalid={Boolean(e.password)}
          aria-describedby="register-password-err"
          {...form.register("password")}
        />
        <FieldError id="register-password-err" message={e.password?.message} />
      </div>
      <Button type="submit" disabled={register.isPending} size="lg">
        {register.isPending ? "Registrazione in corso..." : "Crea account gratuito"}
      </Button>
    </form>
  );
}

export default function LoginPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10">
      <Card>
        <CardHeader>
          {/* The page's own heading: a level-one title, not a card's h3. */}
          <h1 className="text-2xl font-semibold leading-tight text-slate-900">Benvenuto</h1>
          <CardDescription>Accedi o crea il tuo account gratuito per iniziare a gestire meglio i soldi di famiglia.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="login">
            <TabsList aria-label="Accesso o registrazione">
              <TabsTrigger value="login">Accedi</TabsTrigger>
              <TabsTrigger value="register">Registrati</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm />
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
