import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Lesson } from "@shared/schemas/courses";
import { createQueryClient } from "@/lib/query-client";
import { LessonView } from "./lesson-view";

afterEach(() => vi.unstubAllGlobals());

describe("lezione", () => {
  it("mostra «Aggiornato al …» dalla risposta di GET /api/lessons/:id", async () => {
    const lesson: Lesson = {
      id: 7,
      courseId: 1,
      title: "Il fondo di emergenza",
      content: "Il bollo è di 34,20 € l'anno.",
      order: 3,
      isPremium: false,
      minutes: 18,
      preview: false,
      figuresCheckedAt: "2026-11-24",
      updatedLabel: "Aggiornato al 24 novembre 2026",
    };
    const fetchMock = vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (url === "/api/lessons/7") return json(lesson);
      return json({ message: "Non autenticato" }, 401);
    });
    vi.stubGlobal("fetch", fetchMock);
    const { hook } = memoryLocation({ path: "/" });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <LessonView summary={{ id: 7, courseId: 1, title: lesson.title, order: 3, isPremium: false, minutes: 18, locked: false, preview: false }} onStartQuiz={() => {}} />
        </Router>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId("lesson-updated")).toHaveTextContent("Aggiornato al 24 novembre 2026");
    expect(screen.getByText("Il bollo è di 34,20 € l'anno.")).toBeInTheDocument();
    // The visitor's authentication check (delayed by the app) has answered before the stub goes.
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/auth/user")).toBe(true));
  });
});
