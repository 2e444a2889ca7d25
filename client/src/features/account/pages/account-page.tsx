import { Page } from "@/components/ui/page";
import { ACCOUNT_SECTIONS } from "./account-sections";

/** /account: the user's data and settings, a list of sections (docs/accounts.md). */
export default function AccountPage() {
  return (
    <Page title="Il tuo account" intro="Nome, famiglia, email, password, dispositivi e preferenze.">
      <div className="grid max-w-3xl gap-6">
        {ACCOUNT_SECTIONS.map(({ key, Section }) => (
          <Section key={key} />
        ))}
      </div>
    </Page>
  );
}
