import { CheckCircle2 } from "lucide-react";
import { PREMIUM_FEATURES } from "../content";

export function PremiumFeatures() {
  return (
    <section aria-labelledby="premium-features-title">
      <h2 id="premium-features-title" className="text-xl font-bold text-slate-900">
        Cosa include Premium
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {PREMIUM_FEATURES.map((f) => (
          <li key={f.title} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-slate-900">{f.title}</p>
              <p className="text-sm text-slate-600">{f.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
