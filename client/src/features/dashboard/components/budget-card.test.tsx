import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { BudgetCard } from "./budget-card";

// The dashboard's budget states the family's split it was saved with (docs/plan.md, "La
// ripartizione della famiglia"), not always 50/30/20.
describe("la card del budget", () => {
  it("un budget salvato con il 60/25/15 mostra 60%, 25%, 15%", () => {
    render(<BudgetCard budget={{ monthlyIncome: "2000.00", necessities: "1200.00", wants: "500.00", savings: "300.00" }} />);
    const text = (screen.getByTestId("budget-card").textContent ?? "").replace(/\s/g, " ");
    expect(text).toContain("Necessità (60%)");
    expect(text).toContain("Desideri (25%)");
    expect(text).toContain("Risparmi (15%)");
  });
});
