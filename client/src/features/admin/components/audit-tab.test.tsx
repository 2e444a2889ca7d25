import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { AuditList } from "@shared/schemas/admin-ops";
import { formatDateTime } from "@shared/format";
import { queryClient } from "@/lib/query-client";
import { AuditTab } from "./audit-tab";

const list: AuditList = {
  items: [
    {
      id: 2,
      at: "2026-11-20T10:00:00.000Z",
      actorId: null,
      actorRef: "abcdefghijklmnopqrstuv",
      action: "user.disable",
      targetType: "user",
      targetId: null,
      targetUserId: null,
      before: { signIn: true },
      after: { signIn: false },
    },
    {
      id: 1,
      at: "2026-11-19T09:00:00.000Z",
      actorId: 3,
      actorRef: "zyxwvutsrqponmlkjihgfe",
      action: "premium.grant",
      targetType: "user",
      targetId: null,
      targetUserId: 7,
      before: { premium: false, until: null },
      after: { premium: true, until: "2026-12-19T09:00:00.000Z", reason: "Rimborso" },
    },
  ],
  nextCursor: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("scheda Registro", () => {
  it("mostra azione, persona, prima e dopo in italiano; un account eliminato resta un riferimento", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(list), { status: 200, headers: { "Content-Type": "application/json" } })));
    render(
      <QueryClientProvider client={queryClient}>
        <AuditTab />
      </QueryClientProvider>,
    );
    const items = within(await screen.findByRole("list", { name: "Azioni registrate" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Accesso disattivato");
    expect(items[0]).toHaveTextContent("Utente eliminato");
    expect(items[0]).toHaveTextContent("Account eliminato (abcdefgh)");
    expect(items[0]).toHaveTextContent("Prima: accesso: sì");
    expect(items[0]).toHaveTextContent("Dopo: accesso: no");
    expect(items[1]).toHaveTextContent("Premium concesso");
    expect(items[1]).toHaveTextContent("Amministratore n. 3");
    expect(items[1]).toHaveTextContent(`Dopo: Premium: sì, scadenza: ${formatDateTime("2026-12-19T09:00:00.000Z")}, motivo: Rimborso`);
    expect(screen.queryByRole("button", { name: "Mostra altri" })).not.toBeInTheDocument();
  });

  it("«Mostra altri» chiede la pagina dopo l'ultima voce e la aggiunge sotto; all'ultima pagina sparisce", async () => {
    const first: AuditList = { items: [list.items[0]], nextCursor: "1763632800000.2" };
    const second: AuditList = { items: [list.items[1]], nextCursor: null };
    const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(url.includes("cursor=") ? second : first), { status: 200, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    render(
      <QueryClientProvider client={queryClient}>
        <AuditTab />
      </QueryClientProvider>,
    );
    const listEl = await screen.findByRole("list", { name: "Azioni registrate" });
    expect(within(listEl).getAllByRole("listitem")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Mostra altri" }));
    await waitFor(() => expect(within(listEl).getAllByRole("listitem")).toHaveLength(2));
    expect(String(fetchMock.mock.calls[1][0])).toContain("cursor=1763632800000.2");
    expect(within(listEl).getAllByRole("listitem")[1]).toHaveTextContent("Premium concesso");
    expect(screen.queryByRole("button", { name: "Mostra altri" })).not.toBeInTheDocument();
  });
});
