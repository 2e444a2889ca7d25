import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { ReadOnlyNote } from "./read-only-note";

// docs/household.md, "Obiettivi, debiti, entrate e profilo": only the network is replaced.
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

function renderAs(role: "owner" | "editor" | "viewer") {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === "/api/household" ? json({ id: 1, name: "La mia famiglia", role, members: [], invitations: [] }) : json({}),
  );
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={queryClient}>
      <ReadOnlyNote />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe("piano della famiglia in sola lettura", () => {
  it("chi ha il ruolo «Solo lettura» legge che non può modificare il piano", async () => {
    renderAs("viewer");
    expect(await screen.findByText(/Hai il ruolo «Solo lettura»/)).toBeInTheDocument();
  });

  it("chi può modificare non vede l'avviso", async () => {
    const fetchMock = renderAs("editor");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText(/Solo lettura/)).not.toBeInTheDocument();
  });
});
