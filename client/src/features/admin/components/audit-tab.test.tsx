import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
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
  total: 2,
  page: 1,
  pageSize: 25,
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
    expect(screen.getByText("2 azioni")).toBeInTheDocument();
  });
});
