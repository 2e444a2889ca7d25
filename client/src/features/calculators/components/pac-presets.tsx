import { GraduationCap, Home, ShieldCheck } from "lucide-react";
import type { PacValues } from "../hooks/use-pac-plan";
import { PresetButton } from "./preset-button";

// No "emergency fund" preset: the lessons keep the emergency fund liquid, on a deposit account,
// never invested in a PAC (issue 42); the page says so beside the presets instead.
const PRESETS = [
  { id: "house", title: "Anticipo casa", text: "300 € al mese per 10 anni", icon: Home, values: { monthlyAmount: "300", years: "10", expectedReturn: "4.2" } },
  { id: "university", title: "Università dei figli", text: "100 € al mese per 15 anni", icon: GraduationCap, values: { monthlyAmount: "100", years: "15", expectedReturn: "5.8" } },
] as const;

export function PacPresets({ onPick }: { onPick: (values: PacValues) => void }) {
  return (
    <section aria-labelledby="presets-title">
      <h2 id="presets-title" className="mb-3 text-lg font-semibold">Scenari pronti</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        {PRESETS.map(({ id, title, text, icon, values: v }) => (
          <PresetButton key={id} title={title} text={text} icon={icon} onClick={() => onPick(v)} />
        ))}
        <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-left" data-testid="pac-emergency-note">
          <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-slate-900">E il fondo di emergenza?</span>
            <span className="block text-sm text-slate-600">Non si investe in un PAC: tienilo su un conto deposito libero o svincolabile, pronto quando serve. Il PAC viene dopo.</span>
          </span>
        </div>
      </div>
    </section>
  );
}
