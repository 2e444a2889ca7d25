import { useLocation, useSearch } from "wouter";
import { Users } from "lucide-react";
import { HOUSEHOLD_MESSAGES, type HouseholdInvitationPreview } from "@shared/schemas/household";
import { Card, CardContent } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { formatDateLong } from "@shared/format";
import { useAuth } from "@/lib/use-auth";
import { useAccept, useInvitationPreview } from "../api";
import { ROLE_LABELS } from "../parts";

/** What joining shares, as docs/household.md "Cosa vede il partner" and "Entrare e uscire" say. */
function WhatIsShared() {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-left text-sm text-slate-700">
      <li>Le spese condivise della famiglia, con il nome di chi le ha inserite.</li>
      <li>Il nome, l'email e il ruolo di ogni membro.</li>
      <li>Le tue spese di oggi entrano come private: le vedi solo tu, finché non decidi di condividerle.</li>
      <li>
        Obiettivi e versamenti, debiti, entrate e il profilo della famiglia (reddito, figli, mensilità) sono di tutta la famiglia: li vedono tutti i membri. Se oggi
        nella tua famiglia ci sei solo tu, i tuoi entrano con te.
      </li>
      <li>Le spese private, la password e le altre impostazioni di ognuno restano sue.</li>
    </ul>
  );
}

/** A visitor signs in or registers, then comes back to this very link (docs/household.md, "Inviti"). */
function SignInFirst({ back }: { back: string }) {
  const next = encodeURIComponent(back);
  return (
    <>
      <p className="text-slate-700">Per accettare l'invito accedi con l'indirizzo email a cui è arrivato, oppure crea un account con quell'indirizzo.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <LinkButton href={`/login?dopo=${next}`}>Accedi</LinkButton>
        <LinkButton href={`/login?scheda=registrati&dopo=${next}`} variant="outline">
          Crea un account
        </LinkButton>
      </div>
    </>
  );
}

/** Who invites, into which household, with which role (docs/household.md, "Il link d'invito"). */
function InvitationLine({ preview }: { preview: HouseholdInvitationPreview }) {
  return (
    <p className="text-lg text-slate-900">
      {preview.inviterName ?? "Un membro della famiglia"} ti invita nella famiglia «{preview.householdName}» con il ruolo «{ROLE_LABELS[preview.role]}».
      <span className="block text-sm text-slate-600">L'invito scade il {formatDateLong(preview.expiresAt)}.</span>
    </p>
  );
}

function AcceptInvitation({ token }: { token: string }) {
  const accept = useAccept();
  const [, navigate] = useLocation();
  return (
    <>
      <p className="text-slate-700">Entrando nella famiglia condividerete:</p>
      <WhatIsShared />
      <div aria-live="polite" className="grid justify-items-center gap-3">
        <Button onClick={() => accept.mutate(token, { onSuccess: () => navigate("/household") })} disabled={accept.isPending}>
          {accept.isPending ? "Un momento..." : "Accetta l'invito"}
        </Button>
        {accept.isError && <p className="text-red-700">{errorMessage(accept.error)}</p>}
      </div>
    </>
  );
}

/**
 * The invitation read by its token (GET /api/household/invitations/preview: a read, the token stays
 * usable), then accepting or signing in first; an unusable link says so at once, with no button.
 */
function JoinBody({ token, back }: { token: string; back: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  const preview = useInvitationPreview(token);
  if (isLoading || preview.isPending) return <Spinner />;
  if (preview.isError) return <p className="text-red-700">{errorMessage(preview.error, HOUSEHOLD_MESSAGES.tokenUnusable)}</p>;
  return (
    <>
      <InvitationLine preview={preview.data} />
      {isAuthenticated ? <AcceptInvitation token={token} /> : <SignInFirst back={back} />}
    </>
  );
}

/** /household/join?token=…: the link of an invitation e-mail. A page load posts nothing (mail scanners). */
export default function JoinHouseholdPage() {
  const search = useSearch();
  const token = new URLSearchParams(search).get("token") ?? "";
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardContent className="grid justify-items-center gap-4 p-6 text-center sm:p-8">
          <Users className="h-12 w-12 text-brand-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Invito in famiglia</h1>
          {!token ? <p className="text-red-700">{HOUSEHOLD_MESSAGES.tokenUnusable}</p> : <JoinBody token={token} back={`/household/join?${search}`} />}
        </CardContent>
      </Card>
    </div>
  );
}
