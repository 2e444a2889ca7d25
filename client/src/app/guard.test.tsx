import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import Toaster from "@/components/ui/toaster";
import { useLoginRedirect } from "./guard";

function SignedOutPage() {
  useLoginRedirect(true, "Unauthorized", "You are logged out. Logging in again...");
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
    expect(screen.getByTestId("toast")).toHaveTextContent("UnauthorizedYou are logged out. Logging in again...");
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledWith("/api/login");
  });
});
