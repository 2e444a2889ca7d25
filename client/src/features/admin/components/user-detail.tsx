import { useState, type FormEvent } from "react";
import { formatDate, formatDateTime, formatNumber } from "@shared/format";
import type { AdminUserDetail } from "@shared/schemas/admin-ops";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { ApiError, errorMessage } from "@/lib/api";
import { useAdminUser, useResendVerification, useSetAdminRole, useSetPremium, useSetSignIn } from "../api";
import { planLabel } from "./plan-label";

const DAY_MS = 86_400_000;

function PremiumForm({ user }: { user: AdminUserDetail }) {
  const setPremium = useSetPremium();
  const [action, setAction] = useState<"grant" | "remove">(user.plan.premium ? "remove" : "grant");
  const [days, setDays] = useState("30");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ days?: string; reason?: string }>({});
  const id = `premium-${user.id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(days);
    const next: typeof errors = {};
    if (action === "grant" && days.trim() !== "" && (!Number.isInteger(n) || n < 1 || n > 3650)) next.days = "Indica un numero di giorni tra 1 e 3650, o lascia vuoto per nessuna scadenza";
    if (!reason.trim()) next.reason = "Scrivi il motivo della modifica";
    setErrors(next);
    if (Object.keys(next).length) return;
    const until = action === "grant" && days.trim() !== "" ? new Date(Date.now() + n * DAY_MS).toISOString() : null;
    setPremium.mutate(
      { id: user.id, action, until, reason: reason.trim() },
      { onSuccess: () => (setReason(""), toast({ title: action === "grant" ? "Premium concesso" : "Premium tolto", variant: "success" })) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Piano Premium">
      <h4 className="font-semibold text-slate-900">Piano Premium</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-action`} label="Azione">
          {(c) => (
            <Select {...c} value={action} onChange={(e) => setAction(e.target.value as "grant" | "remove")}>
              <option value="grant">Concedi Premium</option>
              <option value="remove">Togli Premium</option>
            </Select>
          )}
        </Field>
        {action === "grant" && (
          <Field id={`${id}-days`} label="Per quanti giorni" hint="Vuoto: senza scadenza" error={errors.days}>
            {(c) => <Input {...c} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />}
          </Field>
        )}
      </div>
      <Field id={`${id}-reason`} label="Motivo" error={errors.reason}>
        {(c) => <Textarea {...c} rows={2} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} className="min-h-16" />}
      </Field>
      <div>
        <Button type="submit" disabled={setPremium.isPending}>
          {action === "grant" ? "Concedi Premium" : "Togli Premium"}
        </Button>
      </div>
    </form>
  );
}

function SignInAction({ user }: { user: AdminUserDetail }) {
  const setSignIn = useSetSignIn();
  const [open, setOpen] = useState(false);
  const enable = user.disabled;
  const confirm = () =>
    setSignIn.mutate(
      { id: user.id, enabled: enable },
      { onSuccess: () => (setOpen(false), toast({ title: enable ? "Accesso riattivato" : "Accesso disattivato", variant: "success" })) },
    );
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold text-slate-900">Accesso</h4>
      <p className="text-sm text-slate-700">{user.disabled ? `Disattivato il ${formatDateTime(user.disabledAt!)}` : "Attivo"}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant={enable ? "outline" : "destructive"} className="justify-self-start">
            {enable ? "Riattiva l'accesso" : "Disattiva l'accesso"}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={enable ? "Riattivare l'accesso?" : "Disattivare l'accesso?"}
          description={enable ? `${user.email} potrà di nuovo entrare.` : `${user.email} verrà disconnesso subito da ogni dispositivo e non potrà più entrare.`}
        >
          <div className="flex flex-wrap gap-2">
            <Button variant={enable ? "primary" : "destructive"} disabled={setSignIn.isPending} onClick={confirm}>
              {enable ? "Riattiva" : "Disattiva"}
            </Button>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Annulla
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function RoleForm({ user }: { user: AdminUserDetail }) {
  const setRole = useSetAdminRole();
  const [password, setPassword] = useState("");
  const id = `role-${user.id}`;
  const err = setRole.error;
  const fieldError = err instanceof ApiError ? err.fieldErrors.currentPassword : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRole.mutate(
      { id: user.id, isAdmin: !user.isAdmin, currentPassword: password },
      { onSuccess: () => (setPassword(""), toast({ title: user.isAdmin ? "Ruolo di amministratore tolto" : "Nuovo amministratore", variant: "success" })) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Ruolo di amministratore">
      <h4 className="font-semibold text-slate-900">Amministratore</h4>
      <Field id={`${id}-password`} label="La tua password attuale" error={fieldError ?? (err && !fieldError ? errorMessage(err) : undefined)}>
        {(c) => <Input {...c} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />}
      </Field>
      <Button type="submit" variant="outline" className="justify-self-start" disabled={setRole.isPending}>
        {user.isAdmin ? "Togli il ruolo di amministratore" : "Rendi amministratore"}
      </Button>
    </form>
  );
}

/** A new verification link to the user's own address, while it is not verified. */
function ResendVerification({ user }: { user: AdminUserDetail }) {
  const resend = useResendVerification();
  if (user.verified !== false) return null;
  return (
    <Button
      variant="outline"
      className="justify-self-start"
      disabled={resend.isPending}
      onClick={() => resend.mutate(user.id, { onSuccess: (r) => toast({ title: "Verifica inviata", description: r.message, variant: "success" }) })}
    >
      Reinvia link di verifica
    </Button>
  );
}

/** A user's detail under their row: data, plan history and support actions (docs/operations.md). */
export function UserDetail({ id }: { id: number }) {
  const { data: user, isLoading, error } = useAdminUser(id);
  if (isLoading) return <Spinner label="Caricamento dettaglio..." />;
  if (error || !user) return <p className="p-3 text-red-700">{errorMessage(error)}</p>;
  return (
    <section aria-label={`Dettaglio di ${user.email}`} className="mt-2 grid gap-5 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-medium text-slate-700">E-mail</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="font-medium text-slate-700">Piano</dt>
        <dd>{planLabel(user)}</dd>
        <dt className="font-medium text-slate-700">Registrato</dt>
        <dd>{formatDate(user.createdAt)}</dd>
        <dt className="font-medium text-slate-700">Ultimo accesso</dt>
        <dd>{user.lastSeenAt ? formatDateTime(user.lastSeenAt) : "—"}</dd>
        <dt className="font-medium text-slate-700">Punti</dt>
        <dd>{formatNumber(user.points)}</dd>
        <dt className="font-medium text-slate-700">E-mail verificata</dt>
        <dd>{user.verified === null ? "—" : user.verified ? "Sì" : "No"}</dd>
      </dl>
      <div>
        <h4 className="font-semibold text-slate-900">Storico del piano</h4>
        {user.planHistory.length === 0 ? (
          <p className="text-sm text-slate-600">Nessuna modifica manuale.</p>
        ) : (
          <ul className="mt-1 grid gap-1 text-sm">
            {user.planHistory.map((h, i) => (
              <li key={i} className="break-words">
                {formatDateTime(h.at)}: {h.action === "grant" ? (h.until ? `Premium fino al ${formatDate(h.until)}` : "Premium senza scadenza") : "Premium tolto"}
                {h.reason ? ` — ${h.reason}` : ""}
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Remounted when the plan changes, so the action offered follows the new plan. */}
      <PremiumForm key={String(user.plan.premium)} user={user} />
      <ResendVerification user={user} />
      <SignInAction user={user} />
      <RoleForm user={user} />
    </section>
  );
}
