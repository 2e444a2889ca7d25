import { ClipboardCheck } from "lucide-react";
import { LinkButton } from "@/components/ui/link-button";
import { Card, CardContent } from "@/components/ui/card";

/**
 * The dashboard's invitation to the check-up: shown when the user has completed a course since
 * their last check (or has never taken one after a course), so each course can be measured.
 */
export function CheckUpCard({ afterCourse }: { afterCourse: boolean }) {
  return (
    <Card data-testid="check-up-card">
      <CardContent className="flex flex-wrap items-center gap-4 pt-6">
        <ClipboardCheck className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">{afterCourse ? "Hai completato un corso: misura i progressi" : "Quanto ne sai di finanza personale?"}</h2>
          <p className="text-sm text-slate-600">Un check-up di pochi minuti: conoscenze, abitudini e atteggiamenti, con un punteggio da 1 a 21.</p>
        </div>
        <LinkButton href="/check-up">Fai il check-up</LinkButton>
      </CardContent>
    </Card>
  );
}
