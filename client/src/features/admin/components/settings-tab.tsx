import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const SETTINGS = [
  { label: "Modalità manutenzione", value: "Disattivata", tone: "neutral" as const },
  { label: "Registrazioni", value: "Attive", tone: "brand" as const },
  { label: "Email marketing", value: "Attivo", tone: "brand" as const },
];

export function SettingsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Impostazioni della piattaforma</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {SETTINGS.map((s) => (
            <li key={s.label} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
              <span className="text-slate-800">{s.label}</span>
              <Badge tone={s.tone}>{s.value}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
