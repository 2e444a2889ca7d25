import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { AdminUserDetail, AdminUserList } from "@shared/schemas/admin-ops";
import { queryClient } from "@/lib/query-client";
import { UsersTab } from "./users-tab";

type Call = { method: string; url: string; body: unknown };

const row = {
  id: 7,
  email: "anna.rossi@esempio.it",
  name: "Anna Rossi",
  createdAt: "2026-10-01T10:00:00.000Z",
  lastSeenAt: null,
  plan: { premium: false, until: null, subscriptionStatus: null },
  points: 1200,
  isAdmin: false,
  disabled: false,
  verified: null,
};
const detail: AdminUserDetail = { ...row, disabledAt: null, planHistory: [] };

// Only the network is replaced: the tab, hooks and forms are the real ones.
function server(list: AdminUserList) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body = url.startsWith("/api/admin/users?") || url === "/api/admin/users" ? list : url === "/api/admin/users/7" ? detail : url.endsWith("/premium") ? { userId: 7, isPremium: true, premiumUntil: null } : { message: "non trovato" };
      return new Response(JSON.stringify(body), { status: url.startsWith("/api/admin/overview") ? 403 : 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("scheda Utenti", () => {
  it("cerca per parte dell'e-mail, apre il dettaglio e concede Premium solo con un motivo", async () => {
    const calls = server({ items: [row], total: 1, page: 1, pageSize: 25 });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <UsersTab />
      </QueryClientProvider>,
    );
    await user.type(await screen.findByLabelText("Cerca per e-mail o nome"), "rossi");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(calls.some((c) => c.url === "/api/admin/users?q=rossi&page=1")).toBe(true));

    const list = await screen.findByRole("list", { name: "Elenco utenti" });
    const open = within(list).getByRole("button", { name: /anna\.rossi@esempio\.it/ });
    expect(open).toHaveTextContent("1.200 punti");
    await user.click(open);
    const section = await screen.findByRole("region", { name: "Dettaglio di anna.rossi@esempio.it" });

    // Without a reason nothing is sent.
    await user.click(within(section).getByRole("button", { name: "Concedi Premium" }));
    expect(await within(section).findByText("Scrivi il motivo della modifica")).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/premium"))).toBe(false);

    await user.type(within(section).getByLabelText("Motivo"), "Rimborso per disservizio");
    await user.click(within(section).getByRole("button", { name: "Concedi Premium" }));
    await waitFor(() => expect(calls.find((c) => c.url === "/api/admin/users/7/premium")).toBeDefined());
    const sent = calls.find((c) => c.url === "/api/admin/users/7/premium")!.body as { action: string; until: string; reason: string };
    expect(sent.action).toBe("grant");
    expect(sent.reason).toBe("Rimborso per disservizio");
    // 30 days ahead by default.
    expect(Math.round((new Date(sent.until).getTime() - Date.now()) / 86_400_000)).toBe(30);
  });
});
