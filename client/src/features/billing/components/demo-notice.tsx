import { Info } from "lucide-react";
import { BILLING_MESSAGES } from "@shared/schemas/billing";

export function DemoNotice() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950" data-testid="demo-notice">
      <Info className="h-6 w-6 shrink-0" aria-hidden="true" />
      <p>{BILLING_MESSAGES.demoNotice}</p>
    </div>
  );
}
