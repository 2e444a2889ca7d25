// After the edit of an imported expense changed its category, the server proposes an import rule
// (docs/expenses.md, "Regole imparate"); the toast offers «Crea regola».
import { EXPENSE_SUBCATEGORY_LABELS } from "@shared/expense-subcategories";
import type { ImportRuleProposal } from "@shared/schemas/expense-import";
import { errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/toast";
import { saveProposedRule } from "../import-api";

/** How long the proposal stays: long enough to read it and decide. */
const PROPOSAL_TOAST_MS = 12_000;

export function showRuleProposal(proposal: ImportRuleProposal): void {
  const label = EXPENSE_SUBCATEGORY_LABELS[proposal.subcategory];
  toast({
    title: "Vuoi una regola per le prossime importazioni?",
    description: `Descrizione contiene «${proposal.contains}» → ${label}.`,
    durationMs: PROPOSAL_TOAST_MS,
    action: {
      label: "Crea regola",
      altText: `Crea la regola: descrizione contiene ${proposal.contains}, categoria ${label}`,
      onClick: () =>
        void saveProposedRule(proposal).then(
          (rule) => toast({ title: "Regola salvata", description: `Le descrizioni che contengono «${rule.contains}» saranno ${label} dalla prossima importazione.`, variant: "success" }),
          (err: unknown) => toast({ title: "Errore", description: errorMessage(err), variant: "destructive" }),
        ),
    },
  });
}
