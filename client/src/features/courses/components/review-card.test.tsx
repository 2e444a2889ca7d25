import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReviewAnswerResult, ReviewQuestion } from "@shared/schemas/review";
import { createQueryClient } from "@/lib/query-client";
import { ReviewCard } from "./review-card";

// docs/courses.md: the dashboard's "Ripasso" card shows a due question, sends the answer, explains.
const question: ReviewQuestion = { questionId: 7, lessonId: 3, lessonTitle: "Il budget familiare", question: "Quale quota va ai risparmi nella regola 50/30/20?", options: ["10%", "20%", "30%", "50%"], step: 0 };
const answered: ReviewAnswerResult = { questionId: 7, correct: true, correctAnswer: 1, explanation: "La regola mette da parte un quinto del reddito.", nextDueOn: "2026-11-20", pointsAwarded: 2 };

function serve(due: ReviewQuestion[]) {
  const posted: { path: string; body: unknown }[] = [];
  let left = due;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split("?")[0];
      const json = (b: unknown) => new Response(JSON.stringify(b), { status: 200, headers: { "content-type": "application/json" } });
      if (path === "/api/user/review" && (init?.method ?? "GET") === "GET") return json(left);
      if (init?.method === "POST") {
        posted.push({ path, body: JSON.parse(String(init.body)) });
        left = [];
        return json(answered);
      }
      return json(null);
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe("scheda «Ripasso»", () => {
  it("mostra la domanda da ripassare, invia la risposta, spiega e assegna i punti; poi sparisce", async () => {
    const posted = serve([question]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReviewCard />
      </QueryClientProvider>,
    );
    const card = await screen.findByTestId("review-card");
    expect(card).toHaveTextContent("Ripasso");
    expect(card).toHaveTextContent("(1 da ripassare)");
    expect(card).toHaveTextContent("Dalla lezione «Il budget familiare»");
    const group = within(card).getByRole("group", { name: question.question });
    await userEvent.click(within(group).getByRole("button", { name: "20%" }));
    expect(await within(card).findByRole("status")).toHaveTextContent("Giusto! +2 punti");
    expect(within(card).getByRole("status")).toHaveTextContent(answered.explanation);
    expect(posted).toEqual([{ path: "/api/user/review/7", body: { answer: 1 } }]);
    await userEvent.click(within(card).getByRole("button", { name: "Avanti" }));
    await vi.waitFor(() => expect(screen.queryByTestId("review-card")).toBeNull());
  });
});
