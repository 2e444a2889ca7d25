import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { DASHBOARD_TOUR, HelpDialog } from "./help-dialog";

describe("guida passo passo", () => {
  it("'Passo n di N', 'Indietro'/'Avanti' e 'Completato' all'ultimo passo", async () => {
    const onOpenChange = vi.fn();
    render(
      <Router>
        <HelpDialog steps={DASHBOARD_TOUR} open onOpenChange={onOpenChange} />
      </Router>,
    );
    expect(screen.getByText(`Passo 1 di ${DASHBOARD_TOUR.length}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Indietro" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Avanti" }));
    expect(screen.getByText(`Passo 2 di ${DASHBOARD_TOUR.length}`)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: DASHBOARD_TOUR[1].title })).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_TOUR[1].tip!)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Indietro" }));
    expect(screen.getByText(`Passo 1 di ${DASHBOARD_TOUR.length}`)).toBeInTheDocument();
    for (let i = 1; i < DASHBOARD_TOUR.length; i++) await userEvent.click(screen.getByRole("button", { name: "Avanti" }));
    expect(screen.getByText(`Passo ${DASHBOARD_TOUR.length} di ${DASHBOARD_TOUR.length}`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Avanti" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Completato" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
