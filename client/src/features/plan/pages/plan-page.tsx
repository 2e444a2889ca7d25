import { Page } from "@/components/ui/page";
import { PLAN_SECTIONS } from "../sections";
import { ReadOnlyNote } from "../read-only-note";

/** /plan: the household's plan, a shell of sections (docs/plan.md). */
export default function PlanPage() {
  return (
    <Page title="Il tuo piano" intro="Obiettivi, accantonamenti per le spese previste e il fondo di emergenza, calcolati dalle tue cifre.">
      <div className="grid gap-6">
        <ReadOnlyNote />
        {PLAN_SECTIONS.map(({ id, Section }) => (
          <section key={id} id={id}>
            <Section />
          </section>
        ))}
      </div>
    </Page>
  );
}
