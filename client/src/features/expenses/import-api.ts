// The bank statement import, CSV or XLSX (docs/expenses.md): the browser reads the file and sends its bytes as
// base64 in the JSON body, so the API's JSON-only and CSRF rules hold.
import { useMutation } from "@tanstack/react-query";
import { expenseImportContract as api } from "@shared/contracts/expense-import";
import type { ImportCategoryChoice, ImportMapping, NewImportRule } from "@shared/schemas/expense-import";
import { call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The file's bytes (FileReader: every browser, and the test environment, has it). */
const readBytes = (file: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new Error("Impossibile leggere il file"));
    reader.readAsArrayBuffer(file);
  });

/** Base64 of the file's bytes, in slices (String.fromCharCode of 5 MB at once overflows the stack). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await readBytes(file));
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export type ImportArgs = { filename: string; contentBase64: string; commit: boolean; mapping?: ImportMapping; exclude?: number[]; categories?: ImportCategoryChoice[] };
type NewImportRuleInput = Pick<NewImportRule, "contains" | "subcategory">;

export const useImportStatement = () =>
  useMutation({
    mutationFn: (body: ImportArgs) => call(api.import, { body }),
    // Imported expenses move the list, the counts, the dashboard, points and alerts: refresh all.
    onSuccess: (result) => {
      if (result.committed && result.imported + result.importedIncome > 0) void queryClient.invalidateQueries();
    },
  });

/** Stores a rule learned from a corrected category (docs/expenses.md, "Regole imparate"). */
export const useAddImportRule = () =>
  useMutation({
    mutationFn: (body: NewImportRuleInput) => call(api.addRule, { body }),
    // The proposal shows the error itself.
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keyPrefix(api.listRules) }),
  });

/**
 * Stores the rule an edit proposed (docs/expenses.md, "Regole imparate"): called from the toast's
 * «Crea regola», after the edit form has closed, so not through a component's mutation.
 */
export async function saveProposedRule(body: NewImportRuleInput & Pick<NewImportRule, "category">) {
  const rule = await call(api.addRule, { body });
  void queryClient.invalidateQueries({ queryKey: keyPrefix(api.listRules) });
  return rule;
}
