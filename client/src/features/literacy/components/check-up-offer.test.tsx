import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { createQueryClient } from "@/lib/query-client";
import { CheckUpOffer } from "./check-up-offer";

// docs/literacy.md: the dashboard offers the check-up again after each completed course.
const course = { id: 1, slug: "budget", title: "Budget familiare", lessons: [{ id: 11 }, { id: 12 }] };
const done = (lessonId: number, completedAt: string) => ({ lessonId, completed: true, completedAt, quizScore: 100 });

function serve(progress: unknown[], checkDates: string[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.split("?")[0];
      asked.push(path);
      const json = (b: unknown) => new Response(JSON.stringify(b), { status: 200, headers: { "content-type": "application/json" } });
      if (path === "/api/auth/user") return json({ id: 1, email: "a@esempio.it", firstName: null, lastName: null, profileImageUrl: null, points: 0, isPremium: false, isAdmin: false });
      if (path === "/api/courses") return json([course]);
      if (path === "/api/user/progress") return json(progress);
      if (path === "/api/user/literacy") return json({ checks: checkDates.map((createdAt, i) => ({ id: i + 1, createdAt, knowledge: 3, behaviour: 4, attitude: 3, total: 10 })), latest: null });
      return new Response("null", { status: 404, headers: { "content-type": "application/json" } });
    }),
  );
  return asked;
}

function renderOffer() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Router>
        <CheckUpOffer />
      </Router>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe("invito al check-up sulla dashboard", () => {
  it("dopo un corso completato dall'ultimo check-up: «Hai completato un corso» con il link a /check-up", async () => {
    serve([done(11, "2026-11-18T10:00:00Z"), done(12, "2026-11-20T10:00:00Z")], ["2026-11-19T10:00:00Z"]);
    renderOffer();
    const card = await screen.findByTestId("check-up-card");
    expect(card).toHaveTextContent("Hai completato un corso: misura i progressi");
    expect(screen.getByRole("link", { name: "Fai il check-up" })).toHaveAttribute("href", "/check-up");
  });

  it("nessun invito a corso incompleto, né se il check-up è stato fatto dopo l'ultima lezione", async () => {
    const asked = serve([done(11, "2026-11-18T10:00:00Z")], []);
    let client = renderOffer();
    // Every answer has arrived: nothing left to render later.
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(["/api/courses", "/api/user/progress", "/api/user/literacy"])));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByTestId("check-up-card")).toBeNull();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";

    const again = serve([done(11, "2026-11-18T10:00:00Z"), done(12, "2026-11-20T10:00:00Z")], ["2026-11-21T10:00:00Z"]);
    client = renderOffer();
    await waitFor(() => expect(again).toEqual(expect.arrayContaining(["/api/courses", "/api/user/progress", "/api/user/literacy"])));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByTestId("check-up-card")).toBeNull();
  });
});
