import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ImportResult, ImportRow } from "@shared/schemas/expense-import";
import { queryClient } from "@/lib/query-client";
import { ExpenseImport } from "./expense-import";

// The network is the only thing replaced: the component, the base64 reading and the hook are real.
const row = (n: number, over: Partial<ImportRow> = {}): ImportRow => ({
  row: n,
  status: "new",
  date: "2026-11-03",
  description: `Spesa ${n}`,
  amount: "-1234.56",
  subcategory: "spesa_alimentare",
  category: "necessita",
  incomeKind: null,
  suggestedBy: "keywords",
  keyword: `Spesa`,
  ...over,
});
const preview = (rows: ImportRow[]): ImportResult => ({
  filename: "estratto.csv",
  format: "csv",
  encoding: "windows-1252",
  separator: ";",
  headers: ["Data", "Descrizione", "Importo"],
  mapping: { date: 0, description: 1, amount: 2 },
  mappingSource: "detected",
  rows,
  summary: { total: rows.length, new: 1, income: 0, duplicate: 0, invalid: 1, excluded: 0, over_limit: 0 },
  committed: false,
  imported: 0,
  importedIncome: 0,
  leftOutByLimit: 0,
  message: "1 spesa pronta da importare.",
});
afterEach(() => vi.unstubAllGlobals());

describe("import dall'estratto conto", () => {
  it("anteprima dal file scelto; una riga non valida blocca l'import finché non è esclusa; l'import invia le righe escluse", async () => {
    const answers = [preview([row(2), row(3, { status: "invalid", date: null, amount: null, subcategory: null, category: null, reason: "Data non valida (serve gg/mm/aaaa)" })]), { ...preview([]), committed: true, imported: 1, message: "Importata 1 spesa." }];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <ExpenseImport />
      </QueryClientProvider>,
    );
    // "Caffè" in Windows-1252: the bytes go to the server as they are.
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0x66, 0xe8]);
    await user.upload(screen.getByLabelText("File dell'estratto conto (CSV o XLSX)"), new File([bytes], "estratto.csv", { type: "text/csv" }));

    const table = await screen.findByRole("region", { name: "Anteprima dell'importazione" });
    const first = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(first).toEqual({ filename: "estratto.csv", contentBase64: btoa(String.fromCharCode(...bytes)), commit: false });
    const rows = within(table).getAllByTestId("import-row");
    expect(rows[0]).toHaveTextContent("03/11/2026");
    expect(rows[0]).toHaveTextContent("1.234,56");
    expect(within(rows[0]!).getByRole("combobox", { name: "Categoria della riga 2" })).toHaveValue("spesa_alimentare");
    expect(rows[1]).toHaveTextContent("Data non valida (serve gg/mm/aaaa)");
    const importButton = screen.getByRole("button", { name: "Importa 1 spesa" });
    expect(importButton).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: "Escludi la riga 3" }));
    expect(importButton).toBeEnabled();
    await user.click(importButton);
    // The commit answers after the file is read and the preview replaced: on a busy machine that takes
    // more than findBy's default second, so the wait is longer; what is asserted stays the same.
    expect(await screen.findByText("Importata 1 spesa.", {}, { timeout: 5000 })).toBeInTheDocument();
    const second = JSON.parse((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body as string);
    expect(second).toMatchObject({ commit: true, exclude: [3], mapping: { date: 0, description: 1, amount: 2 } });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Anteprima dell'importazione" })).toBeNull());
  });

  it("colonne ricordate per questa banca; una categoria cambiata propone una regola, che si salva, e l'import invia la categoria scelta", async () => {
    const remembered = { ...preview([row(2, { description: "PAGAMENTO POS BOTTEGA VERDI", subcategory: "altro", keyword: "BOTTEGA" }), row(3, { status: "income", amount: "1800.00", subcategory: null, category: null, incomeKind: "salary", keyword: null })]), mappingSource: "remembered" as const };
    const rule = { id: 7, contains: "bottega", subcategory: "spesa_alimentare", category: "necessita" };
    const answers = [remembered, rule, { ...preview([]), committed: true, imported: 1, importedIncome: 1, message: "Importata 1 spesa. Registrata 1 entrata." }];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <ExpenseImport />
      </QueryClientProvider>,
    );
    await user.upload(screen.getByLabelText("File dell'estratto conto (CSV o XLSX)"), new File([new Uint8Array([0x50, 0x4b, 3, 4])], "movimenti.xlsx"));

    expect(await screen.findByText(/Colonne ricordate dall'ultima importazione con questo formato di file/)).toBeInTheDocument();
    const rows = within(screen.getByRole("region", { name: "Anteprima dell'importazione" })).getAllByTestId("import-row");
    expect(rows[1]).toHaveTextContent("Entrata · Stipendio");
    expect(rows[1]).toHaveTextContent("Entrata da registrare");
    expect(screen.getByRole("button", { name: "Importa 1 spesa e 1 entrata" })).toBeEnabled();

    await user.selectOptions(screen.getByRole("combobox", { name: "Categoria della riga 2" }), "spesa_alimentare");
    const proposal = await screen.findByRole("region", { name: "Regola proposta" });
    expect(proposal).toHaveTextContent("descrizione contiene «BOTTEGA» → Spesa alimentare");
    expect(within(proposal).getByLabelText("Parola da cercare nella descrizione")).toHaveValue("BOTTEGA");
    await user.click(within(proposal).getByRole("button", { name: "Salva la regola" }));
    expect(await screen.findByText("Regola salvata: le descrizioni che contengono «bottega» saranno Spesa alimentare dalla prossima importazione.")).toBeInTheDocument();
    const [ruleUrl, ruleInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(ruleUrl).toContain("/api/user/import-rules");
    expect(JSON.parse(ruleInit.body as string)).toEqual({ contains: "BOTTEGA", subcategory: "spesa_alimentare" });

    await user.click(screen.getByRole("button", { name: "Importa 1 spesa e 1 entrata" }));
    expect(await screen.findByText("Importata 1 spesa. Registrata 1 entrata.", {}, { timeout: 5000 })).toBeInTheDocument();
    const commit = JSON.parse((fetchMock.mock.calls[2] as unknown as [string, RequestInit])[1].body as string);
    expect(commit).toMatchObject({ commit: true, categories: [{ row: 2, subcategory: "spesa_alimentare" }] });
  });
});
