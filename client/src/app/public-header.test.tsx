import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { PublicHeader } from "./public-header";

describe("menu del visitatore sul telefono", () => {
  it("il pulsante apre l'elenco di ogni pagina pubblica; Esc lo chiude", async () => {
    const { hook } = memoryLocation({ path: "/" });
    render(
      <Router hook={hook}>
        <PublicHeader />
      </Router>,
    );
    const toggle = screen.getByRole("button", { name: "Apri menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const menu = document.getElementById("public-mobile-nav")!;
    for (const [name, href] of [
      ["Blog", "/blog"],
      ["Calcolatore budget 50/30/20", "/budget-calculator"],
      ["Simulatore PAC", "/pac-simulator"],
      ["Calcolatore mutuo", "/mortgage-calculator"],
      ["Guida per principianti", "/guida-principianti"],
      ["Corsi", "/courses"],
      ["Feedback", "/feedback"],
    ]) {
      expect(within(menu).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await userEvent.keyboard("{Escape}");
    expect(document.getElementById("public-mobile-nav")).toBeNull();
  });
});

describe("barra del visitatore", () => {
  it("nessun collegamento all'area amministratore (un visitatore non è un amministratore)", async () => {
    const { hook } = memoryLocation({ path: "/" });
    render(
      <Router hook={hook}>
        <PublicHeader />
      </Router>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Apri menu" }));
    expect(screen.queryByRole("link", { name: /admin|amministra/i })).toBeNull();
  });
});
