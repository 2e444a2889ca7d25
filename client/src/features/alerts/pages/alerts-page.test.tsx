import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import type { Alert } from "@shared/schemas/alerts";
import AlertsPage from "./alerts-page";

const alert = (id: number, isRead: boolean): Alert => ({
  id,
  alertType: "budget_exceeded",
  title: `Alert ${id}`,
  message: "Messaggio",
  priority: "high",
  isRead,
  createdAt: new Date().toISOString(),
});

/** A small fake of the API over fetch: the server's answers, and the calls the page made. */
function serve(initial: Alert[], failPatch = false) {
  let alerts = initial;
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url}`);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      const m = /^\/api\/user\/alerts\/(\d+)\/read$/.exec(url);
      if (method === "PATCH" && m) {
        if (failPatch) return json({ message: "Errore interno" }, 500);
        alerts = alerts.map((a) => (a.id === Number(m[1]) ? { ...a, isRead: true } : a));
        return json(alerts.find((a) => a.id === Number(m[1])));
      }
      if (url.startsWith("/api/user/alerts")) return json(alerts);
      return json({ message: "Non trovato" }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AlertsPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("pagina /alerts", () => {
  it("conta totale e non letti; 'Segna tutti come letti' fa una chiamata per ogni alert non letto", async () => {
    const calls = serve([alert(1, false), alert(2, true), alert(3, false)]);
    renderPage();
    await waitFor(() => expect(screen.getByTestId("alerts-total")).toHaveTextContent("3"));
    expect(screen.getByTestId("alerts-unread")).toHaveTextContent("2");
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["Alert 1", "Alert 3"]);
    await userEvent.click(screen.getByRole("button", { name: "Segna tutti come letti" }));
    await screen.findByText("Tutti gli alert aggiornati");
    expect(calls.filter((c) => c.startsWith("PATCH")).sort()).toEqual(["PATCH /api/user/alerts/1/read", "PATCH /api/user/alerts/3/read"]);
    await screen.findByText("Nessun alert");
    expect(screen.getByText("Non ci sono alert da mostrare")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Segna tutti come letti" })).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: /Tutti/ }));
    expect(await screen.findAllByRole("article")).toHaveLength(3);
  });

  it("errore nel segnare un alert: toast 'Errore' / 'Impossibile aggiornare l'alert'", async () => {
    serve([alert(1, false)], true);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Segna come letto: Alert 1" }));
    await screen.findByText("Impossibile aggiornare l'alert");
    expect(screen.getByText("Errore")).toBeInTheDocument();
  });

  it("senza alert mostra lo stato vuoto e la scheda che spiega i quattro tipi", async () => {
    serve([]);
    renderPage();
    await screen.findByText("Nessun alert");
    expect(screen.getByRole("heading", { name: "Come funzionano gli alert" })).toBeInTheDocument();
    for (const t of ["Budget superato", "Spesa anomala", "Traguardo risparmio", "Promemoria PAC"]) expect(screen.getByText(t)).toBeInTheDocument();
  });
});
