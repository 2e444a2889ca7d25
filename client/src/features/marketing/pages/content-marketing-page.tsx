import { BarChart3, FileText, Magnet, Workflow } from "lucide-react";
import { CONTENT_MESSAGES } from "@shared/schemas/content-hub";
import { useAuth } from "@/lib/use-auth";
import { useLoginRedirect } from "@/app/guard";
import { Page } from "@/components/ui/page";
import { FullPageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminOnlyNotice } from "@/components/ui/admin-only-notice";
import { ContentPipeline } from "../components/content-pipeline";
import { ContentLeadMagnets } from "../components/content-lead-magnets";
import { ContentAutomation } from "../components/content-automation";
import { ContentPerformance } from "../components/content-performance";

const TABS = [
  { value: "pipeline", label: "Pipeline contenuti", icon: FileText, Panel: ContentPipeline },
  { value: "lead-magnets", label: "Lead magnet", icon: Magnet, Panel: ContentLeadMagnets },
  { value: "automation", label: "Automazione", icon: Workflow, Panel: ContentAutomation },
  { value: "performance", label: "Performance", icon: BarChart3, Panel: ContentPerformance },
] as const;

function ContentHub() {
  return (
    <Page
      title="Content Marketing Hub"
      intro="Idee di contenuto, lead raccolti e risultati reali degli articoli, per far crescere il sito con contenuti utili alle famiglie monoreddito."
    >
      {/* Two rows of two tabs on a phone, one row from 640 px. */}
      <Tabs defaultValue="pipeline">
        <TabsList aria-label="Sezioni del Content Marketing Hub" className="flex-wrap">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex min-w-[45%] items-center justify-center gap-1.5 sm:min-w-0">
              <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}

/**
 * docs/content-hub.md: signed out, a destructive toast 'Accesso Richiesto' and /api/login after 500 ms.
 * The hub acts on site-wide data, so a signed-in non-administrator sees a notice instead.
 */
export default function ContentMarketingPage() {
  const { isAuthenticated, isAdmin, isLoading } = useAuth();
  useLoginRedirect(!isLoading && !isAuthenticated, CONTENT_MESSAGES.loginTitle, CONTENT_MESSAGES.loginText);
  if (isLoading || !isAuthenticated) return <FullPageSpinner />;
  if (!isAdmin)
    return (
      <AdminOnlyNotice title={CONTENT_MESSAGES.adminOnlyTitle} testId="content-admin-only">
        {CONTENT_MESSAGES.adminOnly}
      </AdminOnlyNotice>
    );
  return <ContentHub />;
}
