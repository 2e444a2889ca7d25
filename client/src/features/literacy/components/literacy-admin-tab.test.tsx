import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { LiteracyAdminReport } from "@shared/schemas/literacy";
import { createQueryClient } from "@/lib/query-client";
import LiteracyAdminTab from "./literacy-admin-tab";

// docs/literacy.md, "For the operator": aggregates only, groups under the minimum show just their size.
const report: LiteracyAdminReport = {
  usersWithOneCheck: 12,
  usersWithTwoChecks: 5,
  minGroupSize: 5,
  groups: [
    { label: "Tutti", courseId: null, users: 5, hidden: false, first: { knowledge: 0, behaviour: 0, attitude: 1, total: 1 }, latest: { knowledge: 1.2, behaviour: 6.6, attitude: 1, total: 8.8 }, gain: { mean: 7.8, low: -0.45, high: 16.05 } },
    { label: "Risparmio e investimenti", courseId: 2, users: 3, hidden: true, first: null, latest: null, gain: null },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("scheda «Apprendimento»", () => {
  it("mostra guadagno medio e intervallo dei gruppi da 5 persone, nasconde i numeri dei gruppi più piccoli", async () => {
    vi.stubGlobal("fetch", async (url: string) =>
      url.split("?")[0] === "/api/admin/literacy"
        ? new Response(JSON.stringify(report), { status: 200, headers: { "content-type": "application/json" } })
        : new Response("null", { status: 404, headers: { "content-type": "application/json" } }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LiteracyAdminTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/12 utenti hanno fatto almeno un check-up, 5 almeno due/)).toBeInTheDocument();
    const all = screen.getByRole("row", { name: /^Tutti/ });
    expect(all).toHaveTextContent("1,00 → 8,80");
    expect(all).toHaveTextContent("7,80");
    expect(all).toHaveTextContent("-0,45 – 16,05");
    const small = screen.getByRole("row", { name: /^Risparmio e investimenti/ });
    expect(within(small).getByText("3")).toBeInTheDocument();
    expect(small).toHaveTextContent("Gruppo troppo piccolo: dati nascosti");
    expect(small).not.toHaveTextContent("→");
  });
});
