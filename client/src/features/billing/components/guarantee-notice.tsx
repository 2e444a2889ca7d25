import { ShieldCheck } from "lucide-react";
import { REFUND_GUARANTEE_DAYS } from "@shared/constants";

export function GuaranteeNotice() {
  return (
    <aside className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900" aria-label="Garanzia">
      <ShieldCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
      <p>
        <strong>Garanzia soddisfatti o rimborsati:</strong> se Premium non fa per te, ti rimborsiamo il 100% entro {REFUND_GUARANTEE_DAYS} giorni.
      </p>
    </aside>
  );
}
