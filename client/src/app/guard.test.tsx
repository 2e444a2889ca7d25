import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import Toaster from "@/components/ui/toaster";
import { GUARD_TOAST, useLoginRedirect } from "./guard";

function SignedOutPage() {
  useLoginRedirect(true, GUARD_TOAST.title, GUARD_TOAST.description);
  return <p>pagina protetta</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("guardia: toast e poi /api/login", () => {
  it("i 500 ms partono quando il toast è sullo schermo, non prima che il toaster sia arrivato", async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    render(<SignedOutPage />);
    // The toaster's chunk is still on its way: nobody has seen the message, so no redirect yet.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(assign).not.toHaveBeenCalled();

    render(<Toaster />);
    // The words a visitor reads, in Italian (docs/accounts.md).
    expect(screen.getByTestId("toast")).toHaveTextContent("Accedi per continuareQuesta pagina è per chi ha un account: ti portiamo all'accesso.");
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledWith("/api/login");
  });
});
