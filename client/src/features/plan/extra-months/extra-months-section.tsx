import { useState } from "react";
import { CalendarPlus } from "lucide-react";
import { romeDateString } from "@shared/calendar";
import { formatEuro } from "@shared/money";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useExtraMonths, useProfile } from "./extra-months-api";
import { ExtraMonthsForm } from "./extra-months-form";
import { ExtraProposal, YearView } from "./year-view";

/** The tredicesima and the quattordicesima: when they arrive and how to split them (docs/plan.md, "Mensilità aggiuntive"). */
export function ExtraMonthsSection() {
  const thisYear = Number(romeDateString().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const profile = useProfile();
  const plan = useExtraMonths(year);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarPlus className="h-5 w-5" aria-hidden /> Mensilità aggiuntive
        </CardTitle>
        <CardDescription>
          Tredicesima e quattordicesima: indica quando arrivano e quanto valgono, e ti proponiamo come dividerle tra spese previste, fondo di emergenza e obiettivi.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {profile.data ? <ExtraMonthsForm profile={profile.data} /> : <Spinner label="Caricamento del profilo" />}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="extra-year" className="text-sm font-medium">
            Anno
          </label>
          <Select id="extra-year" className="w-auto" value={year} onChange={(ev) => setYear(Number(ev.target.value))}>
            {[thisYear, thisYear + 1, thisYear + 2].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
        {plan.data ? (
          <>
            <p className="text-sm text-slate-700">
              {plan.data.months.length === 0
                ? "Con 12 mensilità (o se non l'hai indicato) non arrivano mensilità aggiuntive."
                : `${plan.data.months.length === 1 ? "Una mensilità aggiuntiva" : "Due mensilità aggiuntive"} nel ${plan.data.year}${plan.data.amount ? `, ${formatEuro(plan.data.amount)} ciascuna` : ""}.`}
            </p>
            <YearView plan={plan.data} />
            <ExtraProposal plan={plan.data} />
          </>
        ) : (
          <Spinner label="Calcolo delle mensilità aggiuntive" />
        )}
      </CardContent>
    </Card>
  );
}
