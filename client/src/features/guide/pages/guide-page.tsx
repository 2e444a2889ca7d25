import { Route, Switch } from "wouter";
import { GuideOverview } from "../components/guide-overview";
import { DashboardGuide } from "../components/dashboard-guide";
import { BlogGuide } from "../components/blog-guide";
import { PromptMasterGuide } from "../components/prompt-master-guide";

/** Mounted with `nest` at /guida-principianti: the paths here are relative to it. */
export default function GuidePage() {
  return (
    <Switch>
      <Route path="/dashboard" component={DashboardGuide} />
      <Route path="/blog" component={BlogGuide} />
      <Route path="/prompt-master" component={PromptMasterGuide} />
      <Route component={GuideOverview} />
    </Switch>
  );
}
