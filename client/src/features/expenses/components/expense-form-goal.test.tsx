import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { ExpenseForm } from "./expense-form";

// docs/plan.md, "Versamenti e prelievi": a "Risparmio e investimenti" expense may name one of the
// user's goals; any other everyday category offers none. Only the network is replaced.
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("modulo spesa: l'obiettivo di un risparmio", () => {
  it("scegliendo «Risparmio e investimenti» compare l'obiettivo, e la spesa lo porta al server", async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith("/api/user/goals")) return json([{ id: 7, name: "Bollo auto" }]);
        if (init?.method === "POST") {
          posted.push(JSON.parse(String(init.body)));
          return json({ id: 1, description: "Bonifico", amount: "50.00", category: "risparmi", subcategory: "risparmio_investimenti", date: "2026-11-22", goalId: 7 }, 201);
        }
        return json([]);
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <ExpenseForm today="2026-11-22" minDate="2021-11-01" maxDate="2026-12-31" />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Aggiungi Spesa" }));
    expect(screen.queryByLabelText("Obiettivo (facoltativo)")).toBeNull();
    await user.type(screen.getByLabelText("Descrizione"), "Bonifico");
    await user.type(screen.getByLabelText("Importo (€)"), "50");
    await user.selectOptions(screen.getByLabelText(/Tipo di spesa/), "risparmio_investimenti");
    await user.selectOptions(await screen.findByLabelText("Obiettivo (facoltativo)"), "7");
    await user.click(screen.getByRole("button", { name: "Salva spesa" }));
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ subcategory: "risparmio_investimenti", category: "risparmi", goalId: 7 })]));
  });
});
