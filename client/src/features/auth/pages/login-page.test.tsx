import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import LoginPage from "./login-page";

function renderAt(path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <LoginPage />
      </Router>
    </QueryClientProvider>,
  );
}

describe("pagina di accesso e registrazione", () => {
  it("/login?scheda=registrati apre la scheda «Registrati» con il suo modulo", () => {
    renderAt("/login?scheda=registrati");
    expect(screen.getByRole("tab", { name: "Registrati" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Crea account gratuito" })).toBeVisible();
  });

  it("/login apre la scheda «Accedi»", () => {
    renderAt("/login");
    expect(screen.getByRole("tab", { name: "Accedi" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("button", { name: "Crea account gratuito" })).toBeNull();
  });
});
