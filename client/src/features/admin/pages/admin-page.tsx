import { Suspense } from "react";
import { useLocation } from "wouter";
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

function AdminDashboard() {
  const [, navigate] = useLocation();
  const logout = useAdminLogout();
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
      <Tabs defaultValue="overview">
        <TabsList aria-label="Sezioni della dashboard">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users">Utenti</TabsTrigger>
          <TabsTrigger value="feedback">Feedback</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="ai">AI Content</TabsTrigger>
          <TabsTrigger value="settings">Impostazioni</TabsTrigger>
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
