import { useLocation } from "wouter";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { loginSchema, type LoginInput } from "@shared/schemas/auth";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { useAdminLogin } from "../api";
import { PasswordField } from "../components/password-field";

export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const form = useZodForm(loginSchema, { defaultValues: { email: "", password: "" } });
  const e = form.formState.errors;

  const onValid = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: async () => {
        toast({ title: "Accesso riuscito", description: "Benvenuto nella dashboard admin!", variant: "success" });
        await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
        navigate("/admin");
      },
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
            <Field id="admin-email" label="Email" error={e.email?.message} errorId="admin-email-err">
              {(control) => <Input {...control} type="email" autoComplete="username" {...form.register("email")} />}
            </Field>
            <Field id="admin-password" label="Password" error={e.password?.message} errorId="admin-password-err">
              {(control) => <PasswordField {...control} autoComplete="current-password" {...form.register("password")} />}
            </Field>
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
