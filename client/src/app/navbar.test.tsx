import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { CurrentUser } from "@shared/schemas/auth";
import { Navbar } from "./navbar";
import { avatarInitial } from "./nav-links";

const base: CurrentUser = {
  id: 1,
  email: "mario@esempio.it",
  firstName: "Mario",
  lastName: "Rossi",
  profileImageUrl: null,
  points: 1250,
  isPremium: false,
  isAdmin: false,
  premiumUntil: null,
  subscriptionStatus: null,
  emailVerified: true,
};

function renderNav(user: CurrentUser) {
  const { hook } = memoryLocation({ path: "/" });
  return render(
    <Router hook={hook}>
      <Navbar user={user} />
    </Router>,
  );
}

describe("iniziale dell'avatar", () => {
  it("usa il nome, poi l'email, poi 'U'", () => {
    expect(avatarInitial({ firstName: "giulia", email: "x@y.it" })).toBe("G");
    expect(avatarInitial({ firstName: "", email: "anna@y.it" })).toBe("A");
    expect(avatarInitial({ firstName: null, email: null })).toBe("U");
    expect(avatarInitial(null)).toBe("U");
  });
});

describe("barra di navigazione", () => {
  it("mostra i punti in formato italiano e nasconde gli strumenti da operatore a chi non è admin", () => {
    renderNav(base);
    expect(screen.getByTestId("points-counter")).toHaveTextContent("1.250");
    const nav = screen.getByRole("navigation", { name: "Navigazione principale" });
    expect(within(nav).getByRole("link", { name: "Spese" })).toHaveAttribute("href", "/expenses");
    expect(within(nav).getByRole("link", { name: "Mutuo" })).toHaveAttribute("href", "/mortgage-calculator");
    expect(within(nav).getByRole("link", { name: "Avvisi" })).toHaveAttribute("href", "/alerts");
    expect(within(nav).queryByRole("link", { name: "Analytics" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Marketing" })).toBeNull();
    expect(screen.queryByText("Premium")).toBeNull();
  });

  it("mostra Analytics, Marketing ed Email a un amministratore e il badge Premium a chi lo ha", () => {
    renderNav({ ...base, isAdmin: true, isPremium: true });
    const nav = screen.getByRole("navigation", { name: "Navigazione principale" });
    expect(within(nav).getByRole("link", { name: "Analytics" })).toHaveAttribute("href", "/analytics");
    expect(within(nav).getByRole("link", { name: "Marketing" })).toHaveAttribute("href", "/content-marketing");
    expect(within(nav).getByRole("link", { name: "Email" })).toHaveAttribute("href", "/email-automation");
    expect(screen.getByText("Premium")).toBeInTheDocument();
  });
});
