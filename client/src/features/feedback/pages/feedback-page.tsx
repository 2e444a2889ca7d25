import { Mail } from "lucide-react";
import { CONTACT_EMAIL } from "@shared/constants";
import { Page } from "@/components/ui/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FeedbackForm } from "../components/feedback-form";
import { CommunityList } from "../components/community-list";

export default function FeedbackPage() {
  return (
    <Page title="Community e feedback" intro="Aiutaci a migliorare: segnala un problema, proponi un'idea o raccontaci cosa ti è piaciuto.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Lascia il tuo feedback</CardTitle>
              <CardDescription>I campi tipo e messaggio sono obbligatori.</CardDescription>
            </CardHeader>
            <CardContent>
              <FeedbackForm />
            </CardContent>
          </Card>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Mail className="h-4 w-4" aria-hidden="true" /> Preferisci scriverci?{" "}
            <a className="font-medium break-all text-brand-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
              {CONTACT_EMAIL}
            </a>
          </p>
        </div>
        <CommunityList />
      </div>
    </Page>
  );
}
