import { EMAIL_AUTOMATION_MESSAGES as M } from "@shared/schemas/email-automation";
import { useAuth } from "@/lib/use-auth";
import { useLoginRedirect } from "@/app/guard";
import { Page } from "@/components/ui/page";
import { AdminOnlyNotice } from "@/components/ui/admin-only-notice";
import { FullPageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmailOverviewTab } from "../components/email-overview-tab";
import { EmailTestWidget } from "../components/email-test-widget";
import { EmailSequencesTab } from "../components/email-sequences-tab";
import { EmailTemplatesTab } from "../components/email-templates-tab";
import { EmailAutomationsTab } from "../components/email-automations-tab";

/**
 * /email-automation (docs/email-automation.md): a route of the signed-in set (visitors get not-found); the
 * page still guards itself (toast and /api/login after 500 ms) should the session end under it.
 * Administrators only; five tabs with the real data of the outbox, sequences and templates.
 */
export default function EmailAutomationPage() {
  const { isAuthenticated, isAdmin, isLoading } = useAuth();
  useLoginRedirect(!isLoading && !isAuthenticated, M.loginTitle, M.loginText);
  if (isLoading || !isAuthenticated) return <FullPageSpinner />;
  if (!isAdmin) return <AdminOnlyNotice title={M.adminOnlyTitle}>{M.adminOnly}</AdminOnlyNotice>;
  return (
    <Page title="Email Marketing Automation" intro="Sequenze automatiche di email per i lettori del blog, chi usa i calcolatori e chi inizia la prova Premium.">
      <Tabs defaultValue="overview">
        <TabsList aria-label="Sezioni dell'email automation">
          <TabsTrigger value="overview">Panoramica</TabsTrigger>
          <TabsTrigger value="test">Test Sistema</TabsTrigger>
          <TabsTrigger value="sequences">Sequenze</TabsTrigger>
          <TabsTrigger value="templates">Template</TabsTrigger>
          <TabsTrigger value="automations">Automazioni</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <EmailOverviewTab />
        </TabsContent>
        {/* Kept mounted so a running 'test all' survives a look at another tab. */}
        <TabsContent value="test" forceMount className="data-[state=inactive]:hidden">
          <EmailTestWidget />
        </TabsContent>
        <TabsContent value="sequences">
          <EmailSequencesTab />
        </TabsContent>
        <TabsContent value="templates">
          <EmailTemplatesTab />
        </TabsContent>
        <TabsContent value="automations">
          <EmailAutomationsTab />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
