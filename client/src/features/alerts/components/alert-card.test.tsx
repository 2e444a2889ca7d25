import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Alert } from "@shared/schemas/alerts";
import { AlertCard } from "./alert-card";

const NOW = new Date("2026-11-18T09:00:00Z");
const H = 3_600_000;
const alert = (over: Partial<Alert> = {}): Alert => ({
  id: 3,
  alertType: "budget_exceeded",
  title: "Budget superato: Desideri",
  message: "Hai speso troppo",
  priority: "high",
  isRead: false,
  createdAt: NOW.toISOString(),
  ...over,
});
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe("tempo relativo di un alert", () => {
  it.each([
    [0, "Ora"],
    [H - 1, "Ora"],
    [H, "1h fa"],
    [24 * H - 1, "23h fa"],
    [24 * H, "Ieri"],
    [48 * H - 1, "Ieri"],
    [48 * H, "2 giorni fa"],
    [168 * H - 1, "6 giorni fa"],
    [168 * H, "11/11/2026"],
  ])("%d ms fa → '%s'", (ms, text) => {
    render(<AlertCard alert={alert({ createdAt: ago(ms) })} now={NOW} />);
    expect(screen.getByRole("article").querySelector("time")).toHaveTextContent(text);
  });
});

describe("scheda alert", () => {
  it.each([
    ["high", "Urgente"],
    ["medium", "Importante"],
    ["low", "Info"],
  ] as const)("priorità %s → '%s'", (priority, label) => {
    render(<AlertCard alert={alert({ priority })} now={NOW} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it.each([
    ["budget_exceeded", "Budget superato"],
    ["pac_reminder", "Promemoria PAC"],
    ["savings_milestone", "Traguardo risparmio"],
    ["expense_anomaly", "Spesa anomala"],
    ["other", "Notifica"],
  ])("tipo %s → '%s'", (alertType, label) => {
    render(<AlertCard alert={alert({ alertType, title: "Titolo" })} now={NOW} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("'Segna come letto' solo se non letto", async () => {
    const onMarkRead = vi.fn();
    const { rerender } = render(<AlertCard alert={alert()} now={NOW} onMarkRead={onMarkRead} />);
    await userEvent.click(screen.getByRole("button", { name: /Segna come letto/ }));
    expect(onMarkRead).toHaveBeenCalledWith(3);
    rerender(<AlertCard alert={alert({ isRead: true })} now={NOW} onMarkRead={onMarkRead} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
