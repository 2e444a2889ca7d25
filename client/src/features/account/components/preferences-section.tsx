import { EMAIL_PREFERENCE_KEYS, EMAIL_PREFERENCE_LABELS } from "@shared/schemas/account";
import { useAccountInfo, useSavePreferences } from "../api";
import { AccountSection } from "./section";

/** Newsletter, automations, reminders: each saved when ticked (docs/accounts.md). */
export function PreferencesSection() {
  const info = useAccountInfo();
  const save = useSavePreferences();
  const prefs = info.data?.preferences;
  return (
    <AccountSection id="account-preferences" title="Preferenze email" intro="Le email sull'account (reimpostazione password, verifica) arrivano comunque.">
      <fieldset className="grid gap-3" disabled={!prefs || save.isPending}>
        <legend className="sr-only">Email che vuoi ricevere</legend>
        {EMAIL_PREFERENCE_KEYS.map((key) => (
          <label key={key} className="flex items-center gap-3 text-slate-800">
            <input type="checkbox" className="h-5 w-5" checked={prefs?.[key] ?? false} onChange={(e) => save.mutate({ [key]: e.target.checked })} />
            {EMAIL_PREFERENCE_LABELS[key]}
          </label>
        ))}
      </fieldset>
    </AccountSection>
  );
}
