import type { ComponentType } from "react";
import { LeaderboardProfileForm } from "@/features/dashboard";
import { NameSection } from "../components/name-section";
import { HouseholdSection } from "../components/household-section";
import { EmailSection } from "../components/email-section";
import { PasswordSection } from "../components/password-section";
import { SessionsSection } from "../components/sessions-section";
import { PreferencesSection } from "../components/preferences-section";
import { AccountSection } from "../components/section";
import { PlanSection } from "@/features/billing";
import { DataExportSection, DeleteAccountSection } from "@/features/account-data";

function LeaderboardSection() {
  return (
    <AccountSection id="account-leaderboard" title="Classifica" intro="Scegli come comparire nella classifica.">
      <LeaderboardProfileForm />
    </AccountSection>
  );
}

/**
 * The parts of /account, in order (docs/accounts.md). Each is its own component on its own
 * endpoint: a new part (the plan, the data export, the deletion) is one line here.
 */
export const ACCOUNT_SECTIONS: Array<{ key: string; Section: ComponentType }> = [
  { key: "name", Section: NameSection },
  { key: "household", Section: HouseholdSection },
  { key: "email", Section: EmailSection },
  { key: "password", Section: PasswordSection },
  { key: "sessions", Section: SessionsSection },
  { key: "preferences", Section: PreferencesSection },
  { key: "leaderboard", Section: LeaderboardSection },
  { key: "plan", Section: PlanSection },
  { key: "export", Section: DataExportSection },
  { key: "delete", Section: DeleteAccountSection },
];
