import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { toast } from "./toast";
import Toaster from "./toaster";

describe("toast", () => {
  it("ne mostra uno alla volta: il nuovo sostituisce il precedente", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Primo" });
    });
    expect(screen.getAllByTestId("toast").filter((t) => t.getAttribute("data-state") === "open")).toHaveLength(1);
    act(() => {
      toast({ title: "Secondo", description: "Dettaglio", variant: "destructive" });
    });
    const open = screen.getAllByTestId("toast").filter((t) => t.getAttribute("data-state") === "open");
    expect(open).toHaveLength(1);
    expect(open[0]).toHaveTextContent("Secondo");
    expect(open[0]).toHaveTextContent("Dettaglio");
  });
});
