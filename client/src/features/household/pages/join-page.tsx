import { useLocation, useSearch } from "wouter";
import { Users } from "lucide-react";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";
import { Card, CardContent } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { useAuth } from "@/lib/use-auth";
import { useAccept } from "../api";

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

function AcceptInvitation({ token }: { token: string }) {
  const accept = useAccept();
  const [, navigate] = useLocation();
  return (
    <>
      <p className="text-slate-700">Sei stato invitato in una famiglia: chi ti ha invitato è scritto nell'email. Entrando condividerete:</p>
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

/** /household/join?token=…: the link of an invitation e-mail. A page load posts nothing (mail scanners). */
export default function JoinHouseholdPage() {
  const search = useSearch();
  const token = new URLSearchParams(search).get("token") ?? "";
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardContent className="grid justify-items-center gap-4 p-6 text-center sm:p-8">
          <Users className="h-12 w-12 text-brand-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Invito in famiglia</h1>
          {!token ? (
            <p className="text-red-700">{HOUSEHOLD_MESSAGES.tokenUnusable}</p>
          ) : isLoading ? (
            <Spinner />
          ) : isAuthenticated ? (
            <AcceptInvitation token={token} />
          ) : (
            <SignInFirst back={`/household/join?${search}`} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
