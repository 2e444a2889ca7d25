import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/** One part of /account: a titled card (the page is a list of these; docs/accounts.md). */
export function AccountSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardContent className="grid gap-4 p-6">
          <div>
            <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
              {title}
            </h2>
            {intro && <div className="mt-1 text-sm text-slate-600">{intro}</div>}
          </div>
          {children}
        </CardContent>
      </Card>
    </section>
  );
}
