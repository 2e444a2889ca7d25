import * as Menu from "@radix-ui/react-dropdown-menu";
import type { CurrentUser } from "@shared/schemas/auth";
import { hasManagedPlan, planStatusLine } from "@shared/schemas/billing";
import { formatDate } from "@shared/format";
import { cn } from "@/lib/cn";
import { useLocation } from "wouter";
import { useBillingConfig, useBillingPortal } from "../api";

/** The plan's state under the name in the avatar menu. */
export function PlanStatusLine({ user }: { user: CurrentUser }) {
  return (
    <p className={cn("mt-1 text-xs font-medium", user.isPremium ? "text-amber-800" : "text-slate-600")} data-testid="plan-status">
      {planStatusLine(user, formatDate)}
    </p>
  );
}

/**
 * 'Gestisci abbonamento': opens Stripe's customer portal (cancel, change card, invoices). A demo
 * plan has no portal: the item opens the plan section of /account (docs/billing.md).
 */
export function ManagePlanItem({ user, className }: { user: CurrentUser; className: string }) {
  const portal = useBillingPortal();
  const config = useBillingConfig();
  const [, navigate] = useLocation();
  if (!hasManagedPlan(user)) return null;
  if (config.data?.demoMode) {
    return (
      <Menu.Item className={cn(className, "cursor-pointer")} onSelect={() => navigate("/account")}>
        Gestisci abbonamento
      </Menu.Item>
    );
  }
  return (
    <Menu.Item
      className={cn(className, "cursor-pointer")}
      disabled={portal.isPending}
      onSelect={() => portal.mutate()}
    >
      Gestisci abbonamento
    </Menu.Item>
  );
}
