import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import LandingPage from "./landing-page";

function renderAt(path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      <LandingPage />
    </Router>,
  );
}

describe("pagina iniziale", () => {
  it("«Inizia Gratis» porta alla registrazione, non all'accesso", () => {
    renderAt("/");
    expect(screen.getByRole("link", { name: "Inizia Gratis" })).toHaveAttribute("href", "/login?scheda=registrati");
    expect(screen.getByRole("link", { name: "Inizia Subito - È Gratis" })).toHaveAttribute("href", "/login?scheda=registrati");
  });

  it("dopo l'eliminazione dell'account (/?account=eliminato) conferma in italiano che è stato eliminato", () => {
    renderAt("/?account=eliminato");
    expect(screen.getByRole("status")).toHaveTextContent("Il tuo account e tutti i tuoi dati sono stati eliminati.");
  });

  it("senza il parametro non mostra la conferma", () => {
    renderAt("/");
    expect(screen.queryByText(/sono stati eliminati/)).toBeNull();
  });
});
