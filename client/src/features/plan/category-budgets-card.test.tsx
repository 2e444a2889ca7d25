import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import { CategoryBudgetsCard } from "./category-budgets-card";

// The dashboard's card of this month's category budgets (docs/plan.md, "Budget per categoria").
afterEach(() => vi.unstubAllGlobals());

const me = (isPremium: boolean) => ({ id: 1, email: "g@esempio.it", firstName: "G", lastName: null, profileImageUrl: null, points: 0, isPremium, isAdmin: false, premiumUntil: null, subscriptionStatus: null, emailVerified: true });
const row = (subcategory: string, warning: boolean) => ({ subcategory, budget: "400.00", carried: "0.00", spent: "200.00", left: "200.00", projected: warning ? "600.00" : "300.00", overshoot: warning ? "200.00" : "0.00", warning });

function serve(isPremium: boolean) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.split("?")[0]!;
      asked.push(path);
      const body =
        path === "/api/auth/user"
          ? me(isPremium)
          : { year: 2026, month: 11, daysPassed: 10, daysInMonth: 30, preview: false, categories: [row("bollette", false), row("svago", false), row("ristoranti", false), row("spesa_alimentare", true)], totals: { budget: "1600.00", spent: "800.00", left: "800.00" } };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return asked;
}

const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CategoryBudgetsCard />
    </QueryClientProvider>,
  );

describe("la card dei budget del mese", () => {
  it("Premium: tre budget, prima quelli oltre il ritmo, con l'avviso", async () => {
    serve(true);
    renderCard();
    const list = await screen.findByRole("list", { name: "Stato dei budget del mese" });
    const names = [...list.querySelectorAll("li")].map((li) => li.getAttribute("aria-label"));
    expect(names).toEqual(["Spesa alimentare", "Bollette", "Svago"]);
    expect((list.textContent ?? "").replace(/\s/g, " ")).toContain("Spesa alimentare: al ritmo attuale supererai il budget di 200,00 €");
  });

  it("utente gratuito: nessuna card e nessuna richiesta dello stato", async () => {
    const asked = serve(false);
    const { container } = renderCard();
    await waitFor(() => expect(asked).toContain("/api/auth/user"));
    expect(asked).not.toContain("/api/user/category-budgets/status");
    expect(container.textContent).toBe("");
  });
});
