import type { ReactNode } from "react";
import { formatDate } from "@shared/format";
import { LEGAL_TEXT_VERSION } from "@shared/legal";
import { Page } from "@/components/ui/page";

/** The frame of a legal text: title, version date and readable prose. */
export function LegalPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Page title={title} intro={intro}>
      <article className="max-w-3xl space-y-6 text-slate-800 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed [&_ul]:space-y-1">
        <p className="text-sm text-slate-600">Versione del {formatDate(`${LEGAL_TEXT_VERSION}T12:00:00Z`)}</p>
        {children}
      </article>
    </Page>
  );
}
