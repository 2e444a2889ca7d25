import { Suspense } from "react";
import { useLocation, useSearch } from "wouter";
import { LogOut } from "lucide-react";
import { Page } from "@/components/ui/page";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminRedirectGate } from "@/features/analytics";
import { PromptMaster } from "@/features/ai-content";
import { LiteracyAdminTab } from "@/features/literacy";
import { useAdminLogout } from "../api";
import { OverviewTab } from "../components/overview-tab";
import { UsersTab } from "../components/users-tab";
import { FeedbackTab } from "../components/feedback-tab";
import { AnalyticsTab } from "../components/analytics-tab";
import { SettingsTab } from "../components/settings-tab";
import { BlogTab } from "../components/blog-tab";
import { AuditTab } from "../components/audit-tab";
import { HealthTab } from "../components/health-tab";

function AdminDashboard() {
  const [, navigate] = useLocation();
  const logout = useAdminLogout();
  // The open tab and the article in the editor live in the address (?tab=blog&article=12), so a
  // link (an AI draft's "Apri nell'editor") opens them and the browser's back button works.
  const search = new URLSearchParams(useSearch());
  const tab = search.get("tab") ?? "overview";
  const articleParam = search.get("article");
  const editing = articleParam === "new" ? "new" : articleParam && /^\d{1,9}$/.test(articleParam) ? Number(articleParam) : null;
  const go = (nextTab: string, article: number | "new" | null = null) => navigate(`/admin?tab=${nextTab}${article !== null ? `&article=${article}` : ""}`);
  return (
    <Page
      title="Dashboard Admin"
      intro="Numeri reali della piattaforma."
      actions={
        <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: () => navigate("/admin-login") })}>
          <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
        </Button>
      }
    >
      <Tabs value={tab} onValueChange={(v) => go(v)}>
        <TabsList aria-label="Sezioni della dashboard">
          <TabsTrigger value="overview">Panoramica</TabsTrigger>
          <TabsTrigger value="users">Utenti</TabsTrigger>
          <TabsTrigger value="feedback">Feedback</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="ai">Contenuti IA</TabsTrigger>
          <TabsTrigger value="settings">Impostazioni</TabsTrigger>
          <TabsTrigger value="blog">Blog</TabsTrigger>
          <TabsTrigger value="audit">Registro</TabsTrigger>
          <TabsTrigger value="health">Stato</TabsTrigger>
          <TabsTrigger value="literacy">Apprendimento</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="feedback">
          <FeedbackTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="ai">
          <Suspense fallback={<Spinner />}>
            <PromptMaster />
          </Suspense>
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
        <TabsContent value="blog">
          <BlogTab editing={editing} onEdit={(id) => go("blog", id)} />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab />
        </TabsContent>
        <TabsContent value="health">
          <HealthTab />
        </TabsContent>
        <TabsContent value="literacy">
          <Suspense fallback={<Spinner />}>
            <LiteracyAdminTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </Page>
  );
}

export default function AdminPage() {
  return (
    <AdminRedirectGate>
      <AdminDashboard />
    </AdminRedirectGate>
  );
}
