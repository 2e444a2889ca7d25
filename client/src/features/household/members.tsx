import type { Household, HouseholdMember } from "@shared/schemas/household";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { useChangeRole, useRemoveMember, useRevokeInvitation, useTransfer } from "./api";
import { ConfirmButton, ROLE_LABELS, memberName } from "./parts";

/** The owner's controls on another member (docs/household.md, "Ruoli"). */
function OwnerControls({ member }: { member: HouseholdMember }) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransfer();
  const name = memberName(member);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        Ruolo di {name}
      </label>
      <Select
        id={`role-${member.id}`}
        className="w-auto"
        value={member.role}
        disabled={changeRole.isPending}
        onChange={(e) => changeRole.mutate({ id: member.id, role: e.target.value === "viewer" ? "viewer" : "editor" })}
      >
        <option value="editor">{ROLE_LABELS.editor}</option>
        <option value="viewer">{ROLE_LABELS.viewer}</option>
      </Select>
      <ConfirmButton
        label="Cedi la titolarità"
        accessibleName={`Cedi la titolarità a ${name}`}
        title={`Cedere la titolarità a ${name}?`}
        description="Diventerà titolare della famiglia e tu passerai a «Può modificare». Solo il nuovo titolare potrà ridartela."
        confirm="Cedi la titolarità"
        pending={transfer.isPending}
        onConfirm={() => transfer.mutate(member.id)}
      />
      <ConfirmButton
        label="Rimuovi"
        variant="destructive"
        accessibleName={`Rimuovi ${name}`}
        title={`Rimuovere ${name} dalla famiglia?`}
        description="Tornerà ad avere una famiglia tutta sua con le sue spese private; le spese condivise che ha inserito restano qui, con autore «ex membro»."
        confirm="Rimuovi"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(member.id)}
      />
    </div>
  );
}

export function MembersList({ household, myUserId }: { household: Household; myUserId: number | undefined }) {
  const isOwner = household.role === "owner";
  return (
    <ul className="grid gap-3">
      {household.members.map((m) => (
        <li key={m.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{memberName(m)}</span>
            {m.userId === myUserId && <Badge tone="info">Tu</Badge>}
            <Badge tone={m.role === "owner" ? "brand" : "neutral"}>{ROLE_LABELS[m.role]}</Badge>
          </div>
          <span className="break-all text-sm text-slate-700">{m.email}</span>
          {isOwner && m.role !== "owner" && <OwnerControls member={m} />}
        </li>
      ))}
    </ul>
  );
}

export function InvitationsList({ household }: { household: Household }) {
  const revoke = useRevokeInvitation();
  if (household.invitations.length === 0) return <p className="text-sm text-slate-700">Nessun invito in attesa.</p>;
  return (
    <ul className="grid gap-3">
      {household.invitations.map((inv) => (
        <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
          <div className="grid gap-1">
            <span className="break-all font-medium text-slate-900">{inv.email}</span>
            <span className="text-sm text-slate-700">
              {ROLE_LABELS[inv.role]} · scade il {new Date(inv.expiresAt).toLocaleDateString("it-IT")}
            </span>
          </div>
          {household.role === "owner" && (
            <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(inv.id)} aria-label={`Revoca l'invito a ${inv.email}`}>
              Revoca
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
