import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import { ExpenseForm } from "./expense-form";

// The network is the only thing replaced: the form, schema, hooks and toasts are the real ones.
function serverAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

const renderForm = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <ExpenseForm today="2026-11-22" minDate="2021-11-01" maxDate="2026-12-31" />
      <Toaster />
    </QueryClientProvider>,
  );

describe("modulo spesa", () => {
  it("parte chiuso, ha i default della specifica e Annulla lo chiude e lo azzera", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    expect(screen.getByLabelText("Data")).toHaveValue("2026-11-22");
    expect(screen.getByLabelText("Categoria")).toHaveValue("necessita");
    await user.type(screen.getByLabelText("Descrizione"), "Bozza");
    await user.click(screen.getByRole("button", { name: "Annulla" }));
    expect(screen.queryByLabelText("Descrizione")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Aggiungi Spesa" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    expect(screen.getByLabelText("Descrizione")).toHaveValue("");
  });

  it("i messaggi della specifica sotto i campi, senza chiamare il server", async () => {
    const fetchMock = serverAnswers(201, {});
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    await user.clear(screen.getByLabelText("Data"));
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    expect(await screen.findByText("Descrizione richiesta")).toBeInTheDocument();
    expect(screen.getByText("Importo deve essere maggiore di 0")).toBeInTheDocument();
    expect(screen.getByText("Data richiesta")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("un salvataggio rifiutato mostra il toast 'Errore' con il messaggio del server e il modulo resta aperto", async () => {
    serverAnswers(403, { message: "Hai raggiunto il limite di 10 spese per il piano gratuito." });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    await user.type(screen.getByLabelText("Descrizione"), "Cena");
    await user.type(screen.getByLabelText("Importo (€)"), "25,50");
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    const toastEl = await screen.findByTestId("toast");
    expect(toastEl).toHaveTextContent("Errore");
    expect(toastEl).toHaveTextContent("Hai raggiunto il limite di 10 spese per il piano gratuito.");
    expect(screen.getByLabelText("Descrizione")).toHaveValue("Cena");
  });

  it("un salvataggio riuscito invia l'importo normalizzato, chiude e azzera il modulo", async () => {
    const fetchMock = serverAnswers(201, { id: 1, description: "Cena", amount: "25.50", category: "desideri", subcategory: "ristoranti", date: "2026-11-22" });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    await user.type(screen.getByLabelText("Descrizione"), "Cena");
    await user.type(screen.getByLabelText("Importo (€)"), "25,50");
    // The everyday category suggests its bucket ("Ristoranti" → Desideri).
    await user.selectOptions(screen.getByLabelText("Tipo di spesa"), "ristoranti");
    expect(screen.getByLabelText("Categoria")).toHaveValue("desideri");
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    await waitFor(() => expect(screen.queryByLabelText("Descrizione")).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/user/expenses");
    expect(JSON.parse(String(init.body))).toEqual({ description: "Cena", amount: "25.50", category: "desideri", subcategory: "ristoranti", date: "2026-11-22" });
  });

  it.each([
    ["1.800", "1800.00"],
    ["1.800,50", "1800.50"],
    ["€ 1.800", "1800.00"],
    ["1 800", "1800.00"],
  ])("l'importo %j scritto all'italiana è inviato come %s (mai 1,80)", async (typed, sent) => {
    const fetchMock = serverAnswers(201, { id: 2, description: "Affitto", amount: sent, category: "necessita", date: "2026-11-22" });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    const amount = screen.getByLabelText("Importo (€)");
    expect(amount).toHaveAttribute("type", "text");
    expect(amount).toHaveAttribute("inputmode", "decimal");
    await user.type(screen.getByLabelText("Descrizione"), "Affitto");
    await user.type(amount, typed);
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ description: "Affitto", amount: sent });
  });

  it("un importo ambiguo resta nel modulo con il messaggio italiano, senza chiamare il server", async () => {
    const fetchMock = serverAnswers(201, {});
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    await user.type(screen.getByLabelText("Descrizione"), "Affitto");
    await user.type(screen.getByLabelText("Importo (€)"), "1,2,3");
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    const error = await screen.findByText("Inserisci un importo valido (es. 12,50)");
    expect(screen.getByLabelText("Importo (€)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Importo (€)").getAttribute("aria-describedby")).toContain(error.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("i messaggi per campo di un 400 del server vanno sotto i campi e il messaggio nel toast", async () => {
    serverAnswers(400, { message: "Data non valida", fieldErrors: { date: "La data non può essere successiva al 31/12/2026", other: "ignorato" } });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    await user.type(screen.getByLabelText("Descrizione"), "Cena");
    await user.type(screen.getByLabelText("Importo (€)"), "25,50");
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    expect(await screen.findByText("La data non può essere successiva al 31/12/2026")).toBeInTheDocument();
    expect(screen.getByLabelText("Data")).toHaveAttribute("aria-invalid", "true");
    const toasts = await screen.findAllByTestId("toast");
    expect(toasts.filter((t) => t.textContent?.includes("Data non valida"))).toHaveLength(1);
    expect(screen.queryByText("ignorato")).toBeNull();
  });
  it("detraibile nel 730: tipo suggerito, avviso immediato per i contanti e 'deduction' inviata", async () => {
    // docs/tax.md, "Pagamento tracciabile": a private visit paid in cash is not deductible.
    const fetchMock = vi.fn(async (url: string) =>
      url === "/api/user/profile"
        ? new Response(JSON.stringify({ householdSize: 3, children: 1 }), { status: 200, headers: { "Content-Type": "application/json" } })
        : new Response(JSON.stringify({ id: 3, description: "Visita", amount: "80.00", category: "necessita", subcategory: "salute", date: "2026-11-22" }), { status: 201, headers: { "Content-Type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    await user.type(screen.getByLabelText("Descrizione"), "Visita dermatologica");
    await user.type(screen.getByLabelText("Importo (€)"), "80");
    await user.selectOptions(screen.getByLabelText("Tipo di spesa"), "salute");
    await user.click(screen.getByLabelText("Detraibile nel 730"));
    expect(screen.getByLabelText("Tipo di detrazione")).toHaveValue("health");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Pagamento"), "cash");
    expect(screen.getByRole("alert")).toHaveTextContent("Pagata in contanti: per questo tipo di spesa la detrazione spetta solo con pagamento tracciabile");
    // Medicines stay deductible in cash: the warning goes away.
    await user.selectOptions(screen.getByLabelText("Tipo di detrazione"), "medicines");
    expect(screen.queryByRole("alert")).toBeNull();
    // The children come from the household profile (one child here).
    await screen.findByRole("option", { name: "Figlio 1" });
    await user.selectOptions(screen.getByLabelText("Per chi"), "child1");
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/user/expenses")).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/user/expenses") as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ subcategory: "salute", deduction: { type: "medicines", member: "child1", traceable: false } });
  });

  it("un figlio che il server rifiuta (il profilo ne ha meno): il messaggio accanto a 'Per chi', non solo nel toast", async () => {
    // docs/tax.md, "Familiari": childN exists only when the profile has N children.
    const message = "Questo figlio non è nel profilo: aggiorna il numero di figli in /account";
    const fetchMock = vi.fn(async (url: string) =>
      url === "/api/user/profile"
        ? new Response(JSON.stringify({ householdSize: 3, children: 1 }), { status: 200, headers: { "Content-Type": "application/json" } })
        : new Response(JSON.stringify({ code: "validation", message, fieldErrors: { "deduction.member": message } }), { status: 400, headers: { "Content-Type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    await user.type(screen.getByLabelText("Descrizione"), "Corso di nuoto");
    await user.type(screen.getByLabelText("Importo (€)"), "120");
    await user.click(screen.getByLabelText("Detraibile nel 730"));
    await screen.findByRole("option", { name: "Figlio 1" });
    await user.selectOptions(screen.getByLabelText("Per chi"), "child1");
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    await waitFor(() => expect(screen.getByLabelText("Per chi")).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText("Per chi")).toHaveAttribute("aria-invalid", "true");
    // Choosing again clears it.
    await user.selectOptions(screen.getByLabelText("Per chi"), "self");
    expect(screen.getByLabelText("Per chi")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("«Privata (solo per me)» spuntata: la spesa parte con visibility private, e il modulo riparte non spuntato", async () => {
    // docs/household.md, "Cosa è condiviso".
    const fetchMock = serverAnswers(201, { id: 1, description: "Regalo", amount: "40.00", category: "desideri", subcategory: "altro", date: "2026-11-22" });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    await user.type(screen.getByLabelText("Descrizione"), "Regalo");
    await user.type(screen.getByLabelText("Importo (€)"), "40");
    await user.click(screen.getByLabelText("Privata (solo per me)"));
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    const calls = () => fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    await waitFor(() => expect(calls().some(([url]) => url === "/api/user/expenses")).toBe(true));
    const [, init] = calls().find(([url]) => url === "/api/user/expenses")!;
    expect(JSON.parse(String(init.body))).toMatchObject({ description: "Regalo", visibility: "private" });
    await user.click(await screen.findByRole("button", { name: "Aggiungi Spesa" }));
    expect(screen.getByLabelText("Privata (solo per me)")).not.toBeChecked();
  });
});
