import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { AssegnoUnicoSection } from "./assegno-unico-section";

// The assistant's link opens the Assegno unico prefilled (docs/benefits.md, "Parametri nell'indirizzo").
function renderAt(path: string) {
  const { hook, searchHook, navigate } = memoryLocation({ path });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <AssegnoUnicoSection estimatedIsee={null} />
      </Router>
    </QueryClientProvider>,
  );
  return navigate;
}

describe("Assegno unico aperto da un link con i parametri", () => {
  it("isee=15000&figli=2: l'ISEE nel campo e due figli; il link successivo aggiorna la pagina aperta", async () => {
    const navigate = renderAt("/benefits?isee=15000&figli=2");
    expect(screen.getByLabelText("ISEE (€)")).toHaveValue("15000");
    expect(screen.getByLabelText("Età del figlio 2 (anni)")).toBeInTheDocument();
    expect(screen.queryByLabelText("Età del figlio 3 (anni)")).not.toBeInTheDocument();
    act(() => navigate("/benefits?isee=30000&figli=3"));
    expect(await screen.findByLabelText("Età del figlio 3 (anni)")).toBeInTheDocument();
    expect(screen.getByLabelText("ISEE (€)")).toHaveValue("30000");
  });
  it("valori non validi sono ignorati: il modulo resta com'è", () => {
    renderAt("/benefits?isee=<script>&figli=99");
    expect(screen.getByLabelText("ISEE (€)")).toHaveValue("");
    expect(screen.queryByLabelText("Età del figlio 2 (anni)")).not.toBeInTheDocument();
  });
});
