import { useState, type FormEvent } from "react";
import { formatDate, formatNumber } from "@shared/format";
import type { AdminUserRow } from "@shared/schemas/admin-ops";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { Spinner } from "@/components/ui/spinner";
import { StatCard } from "@/components/ui/stat-card";
import { errorMessage } from "@/lib/api";
import { useAdminOverview, useAdminUsers } from "../api";
import { UserDetail } from "./user-detail";
import { Pager } from "./pager";

function UserBadges({ u }: { u: AdminUserRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {u.plan.premium ? <Badge tone="premium">Premium</Badge> : <Badge>Gratuito</Badge>}
      {u.isAdmin && <Badge tone="info">Amministratore</Badge>}
      {u.disabled && <Badge tone="danger">Accesso disattivato</Badge>}
    </span>
  );
}

export function UsersTab() {
  const { data: o } = useAdminOverview();
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useAdminUsers(q, page);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const data = list.data;
  return (
    <div className="grid gap-4">
      {o && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard label="Utenti totali" value={formatNumber(o.users.total)} note={`${formatNumber(o.users.newThisMonth)} nuovi questo mese`} />
          <StatCard label="Premium" value={formatNumber(o.users.premium)} />
          <StatCard label="Gratuiti" value={formatNumber(o.users.free)} />
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Utenti</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
            <Field id="admin-user-search" label="Cerca per e-mail o nome" className="min-w-0 flex-1 basis-56">
              {(control) => <Input {...control} type="search" maxLength={100} value={draft} onChange={(e) => setDraft(e.target.value)} />}
            </Field>
            <Button type="submit">Cerca</Button>
          </form>
          {list.isLoading && <Spinner label="Caricamento utenti..." />}
          {list.error && <p className="text-red-700">{errorMessage(list.error)}</p>}
          {data && data.items.length === 0 && <p className="text-slate-600">Nessun utente trovato.</p>}
          {data && data.items.length > 0 && (
            <ul className="grid gap-2" aria-label="Elenco utenti">
              {data.items.map((u) => (
                <li key={u.id}>
                  <button
                    type="button"
                    aria-expanded={selected === u.id}
                    onClick={() => setSelected(selected === u.id ? null : u.id)}
                    className="grid w-full gap-1 rounded-lg border border-slate-200 p-3 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-expanded:border-brand-600 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
                  >
                    <span className="min-w-0">
                      <span className="block break-all font-medium text-slate-900">{u.email}</span>
                      <span className="block text-sm text-slate-600">{u.name ?? "Nessun nome"}</span>
                    </span>
                    <span className="text-sm text-slate-700">
                      Registrato il {formatDate(u.createdAt)}
                      <br />
                      {u.lastSeenAt ? `Ultimo accesso ${formatDate(u.lastSeenAt)}` : "Ultimo accesso: —"}
                    </span>
                    <span className="flex flex-wrap items-start gap-2 text-sm text-slate-700 sm:justify-end">
                      <UserBadges u={u} />
                      <span>{formatNumber(u.points)} punti</span>
                    </span>
                  </button>
                  {selected === u.id && <UserDetail id={u.id} />}
                </li>
              ))}
            </ul>
          )}
          {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={["utente", "utenti"]} />}
        </CardContent>
      </Card>
    </div>
  );
}
