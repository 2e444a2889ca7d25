import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LITERACY_ITEMS } from "@shared/literacy/items";
import type { LiteracyResult } from "@shared/schemas/literacy";
import { createQueryClient } from "@/lib/query-client";
import CheckUpPage from "./check-up-page";

const questionnaire = {
  questions: LITERACY_ITEMS.map((i) => ({ id: i.id, dimension: i.dimension, text: i.text, options: i.options.map((o) => o.label) })),
  benchmarks: [
    { id: "alfabetizzazione-italia-2020", label: "Media Italia 2020", value: 11.2, text: "11,2", source: "Banca d'Italia", url: "https://economiapertutti.bancaditalia.it/", verified: true },
    { id: "alfabetizzazione-ocse-2020", label: "Media OCSE 2020", value: 13, text: "13", source: "Banca d'Italia", url: "https://economiapertutti.bancaditalia.it/", verified: false },
  ],
};
const result: LiteracyResult = {
  id: 2,
  createdAt: "2026-11-20T10:00:00.000Z",
  knowledge: 6,
  behaviour: 7,
  attitude: 3.7,
  total: 16.7,
  studyNext: [{ concept: "Inflazione e potere d'acquisto", lessons: [{ lessonId: 9, courseId: 2, title: "Inflazione e potere d'acquisto" }] }],
  changeSinceFirst: { knowledge: 2, behaviour: 1, attitude: 0.3, total: 3.3 },
};

function serve() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split("?")[0];
      const json = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status, headers: { "content-type": "application/json" } });
      if (path === "/api/auth/user") return json({ id: 1, email: "a@esempio.it", firstName: null, lastName: null, profileImageUrl: null, points: 0, isPremium: false, isAdmin: false });
      if (path === "/api/literacy/questions") return json(questionnaire);
      if (path === "/api/user/literacy" && init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return json(result, 201);
      }
      if (path === "/api/user/literacy") return json({ checks: [], latest: null });
      return json(null, 404);
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe("/check-up", () => {
  it("chiede tutte le risposte, poi mostra punteggio, parti, cosa studiare, variazione e medie", async () => {
    const posted = serve();
    const { hook } = memoryLocation({ path: "/check-up" });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <CheckUpPage />
        </Router>
      </QueryClientProvider>,
    );
    const submit = await screen.findByRole("button", { name: "Calcola il mio punteggio" });
    fireEvent.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("Rispondi a tutte le domande del check-up");
    expect(posted).toHaveLength(0);

    // Each question is a fieldset whose legend is the question; its first option is picked.
    const legends = [...document.querySelectorAll("fieldset > legend")].map((l) => l.textContent ?? "");
    for (const item of LITERACY_ITEMS) expect(legends.some((t) => t.includes(item.text))).toBe(true);
    for (const item of LITERACY_ITEMS) {
      const radio = document.querySelector(`input[type="radio"][name="${item.id}"][value="0"]`) as HTMLInputElement;
      expect(radio.closest("label")).toHaveTextContent(item.options[0].label);
      fireEvent.click(radio);
    }
    fireEvent.click(screen.getByRole("button", { name: "Calcola il mio punteggio" }));
    const shown = await screen.findByTestId("literacy-result");
    expect(posted).toEqual([{ answers: Object.fromEntries(LITERACY_ITEMS.map((i) => [i.id, 0])) }]);
    expect(shown).toHaveTextContent("16,7 su 21");
    expect(shown).toHaveTextContent("Conoscenze6 (0–7)");
    expect(screen.getByTestId("literacy-change")).toHaveTextContent("+3,3 punti");
    expect(screen.getByRole("link", { name: "Inflazione e potere d'acquisto" })).toHaveAttribute("href", "/courses/2?lezione=9");
    expect(screen.getByTestId("literacy-benchmarks")).toHaveTextContent("Media Italia 2020: 11,2");
    expect(screen.getByTestId("literacy-benchmarks")).toHaveTextContent("Media OCSE 2020: 13 (valore arrotondato)");
  }, 20_000);
});
