import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Footer } from "./footer";

const renderFooter = (isAdmin?: boolean) =>
  render(
    <Router hook={memoryLocation({ path: "/" }).hook}>
      <Footer isAdmin={isAdmin} />
    </Router>,
  );

afterEach(() => vi.useRealTimers());

describe("piè di pagina", () => {
  it("l'anno del © è quello di oggi (ora di Roma), non una costante", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T23:30:00Z")); // already 1 January 2027 in Rome
    renderFooter();
    expect(screen.getByText(/^© 2027 Finanza Familiare\./)).toBeInTheDocument();
  });

  it("il collegamento all'area amministratore solo per gli amministratori", () => {
    renderFooter();
    expect(screen.queryByRole("link", { name: /admin|amministra/i })).toBeNull();
    renderFooter(true);
    expect(screen.getByRole("link", { name: "Amministrazione" })).toHaveAttribute("href", "/admin");
  });
});
