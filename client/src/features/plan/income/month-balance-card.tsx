import { Wallet } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { useMonthBalance } from "../income-api";
import { BalanceFigures } from "./balance-figures";

/** The dashboard's card: this month's balance, with the way to /plan (docs/plan.md, "Entrate e saldo del mese"). */
export function MonthBalanceCard() {
  const balance = useMonthBalance();
  if (!balance.data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Wallet className="h-5 w-5" aria-hidden /> Il saldo del mese
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <BalanceFigures balance={balance.data} />
        <LinkButton href="/plan" variant="outline" size="sm" className="justify-self-start">
          Registra le entrate
        </LinkButton>
      </CardContent>
    </Card>
  );
}
