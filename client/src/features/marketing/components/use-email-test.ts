import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { EMAIL_AUTOMATION_MESSAGES as M, EMAIL_SCENARIOS, EMAIL_TEST_SOURCE, TEST_ALL_PAUSE_MS, type EmailScenario, type TriggerResult } from "@shared/schemas/email-automation";
import { useAuth } from "@/lib/use-auth";
import { toast } from "@/components/ui/toast";
import { refreshEmailDashboard, runEmailTest } from "../email-api";

export type EmailTestState = { status: "idle" | "running"; results: TriggerResult[]; last: TriggerResult | null };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The test widget (docs/email-automation.md): one scenario, or all three with a 1 s pause
 * between them. Idle → running → last result shown; a failure shows 'Errore nel test'.
 */
export function useEmailTest(pauseMs: number = TEST_ALL_PAUSE_MS) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [state, setState] = useState<EmailTestState>({ status: "idle", results: [], last: null });

  async function run(email: string, scenarios: readonly EmailScenario[], missingMessage: string) {
    const address = email.trim();
    if (!address) {
      toast({ title: M.emailRequiredTitle, description: missingMessage, variant: "destructive" });
      return;
    }
    setState({ status: "running", results: [], last: null });
    const results: TriggerResult[] = [];
    try {
      for (const [i, scenario] of scenarios.entries()) {
        if (i > 0) await sleep(pauseMs);
        const result = await runEmailTest(
          { email: address, source: EMAIL_TEST_SOURCE, userId: user?.id ?? null },
          { triggerType: scenario, userId: user?.id ?? null, metadata: { email: address, scenario } },
        );
        results.push(result);
        setState({ status: "running", results: [...results], last: result });
      }
      setState({ status: "idle", results, last: results.at(-1) ?? null });
      toast({ title: "Test completato", description: `${results.length === 1 ? "Scenario eseguito" : `${results.length} scenari eseguiti`} per ${address}`, variant: "success" });
    } catch (err) {
      console.error("Test email automation fallito", err);
      setState({ status: "idle", results, last: results.at(-1) ?? null });
      toast({ title: M.testFailedTitle, description: M.testFailed, variant: "destructive" });
    } finally {
      void refreshEmailDashboard(queryClient);
    }
  }

  return {
    state,
    testOne: (email: string, scenario: EmailScenario) => run(email, [scenario], M.emailRequired),
    testAll: (email: string) => run(email, EMAIL_SCENARIOS, M.emailRequiredAll),
  };
}
