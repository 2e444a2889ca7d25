import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation } from "wouter";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { AUTH_MESSAGES, loginSchema, type LoginInput } from "@shared/schemas/auth";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FieldError, Input, Label } from "@/components/ui/input";
import { useAdminLogin } from "../api";
import { PasswordField } from "../components/password-field";

export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const e = form.formState.errors;

  const onValid = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: async () => {
        toast({ title: "Login Riuscito", description: "Benvenuto nella dashboard admin!", variant: "success" });
        await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
        navigate("/admin");
      },
      onError: (err) =>
        String((err as Error).message).includes("401")
          ? toast({ title: "Login Fallito", description: AUTH_MESSAGES.adminWrongCredentials, variant: "destructive" })
          : toast({ title: "Errore", description: "Errore di connessione. Riprova.", variant: "destructive" }),
    });

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <ShieldCheck className="h-10 w-10 text-brand-700" aria-hidden="true" />
          {/* The page's own heading: a level-one title, not a card's h3. */}
          <h1 className="text-2xl font-semibold leading-tight text-slate-900">Accesso Amministratore</h1>
          <CardDescription>Area riservata alla gestione della piattaforma.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
            <div>
              <Label htmlFor="admin-email">Email</Label>
              <Input id="admin-email" type="email" autoComplete="username" aria-invalid={Boolean(e.email)} aria-describedby="admin-email-err" {...form.register("email")} />
              <FieldError id="admin-email-err" message={e.email?.message} />
            </div>
            <div>
              <Label htmlFor="admin-password">Password</Label>
              <PasswordField id="admin-password" autoComplete="current-password" aria-invalid={Boolean(e.password)} aria-describedby="admin-password-err" {...form.register("password")} />
              <FieldError id="admin-password-err" message={e.password?.message} />
            </div>
            <Button type="submit" size="lg" disabled={login.isPending}>
              {login.isPending ? "Accesso in corso..." : "Accedi"}
            </Button>
          </form>
          <LinkButton href="/" variant="ghost" className="mt-4 w-full">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Torna alla home
          </LinkButton>
        </CardContent>
      </Card>
    </div>
  );
}
