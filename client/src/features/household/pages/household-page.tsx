import { Page } from "@/components/ui/page";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { useAuth } from "@/lib/use-auth";
import { useHousehold, useLeave } from "../api";
import { InviteForm } from "../invite-form";
import { InvitationsList, MembersList } from "../members";
import { ConfirmButton, ROLE_LABELS } from "../parts";

function LeaveCard() {
  const leave = useLeave();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lascia la famiglia</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-slate-700">Avrai di nuovo una famiglia tutta tua con le tue spese private; le spese condivise che hai inserito restano qui.</p>
        <div>
          <ConfirmButton
            label="Lascia la famiglia"
            variant="destructive"
            title="Lasciare la famiglia?"
            description="Non vedrai più le spese condivise della famiglia. Per rientrare ti servirà un nuovo invito."
            confirm="Lascia la famiglia"
            pending={leave.isPending}
            onConfirm={() => leave.mutate()}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** /household: members, invitations and the owner's controls (docs/household.md). */
export default function HouseholdPage() {
  const { data: household, isLoading, error } = useHousehold();
  const { user } = useAuth();
  if (isLoading) return <Spinner />;
  if (!household) return <Page title="La tua famiglia"><p className="text-red-700">{errorMessage(error, "Famiglia non disponibile")}</p></Page>;
  const isOwner = household.role === "owner";
  return (
    <Page title={household.name} intro={`Il tuo ruolo: ${ROLE_LABELS[household.role]}. I membri vedono le spese condivise e chi le ha inserite, mai quelle private.`}>
      <div className="grid gap-6">
        {household.role === "viewer" && <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">Hai il ruolo «Solo lettura»: puoi vedere la famiglia, non modificarla.</p>}
        <Card>
          <CardHeader>
            <CardTitle>Membri</CardTitle>
          </CardHeader>
          <CardContent>
            <MembersList household={household} myUserId={user?.id} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Inviti in attesa</CardTitle>
          </CardHeader>
          <CardContent>
            <InvitationsList household={household} />
          </CardContent>
        </Card>
        {isOwner && (
          <Card>
            <CardHeader>
              <CardTitle>Invita una persona</CardTitle>
            </CardHeader>
            <CardContent>
              <InviteForm />
            </CardContent>
          </Card>
        )}
        {!isOwner && <LeaveCard />}
      </div>
    </Page>
  );
}
