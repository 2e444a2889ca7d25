import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { COURSE_MESSAGES, type CourseDetail, type Lesson } from "@shared/schemas/courses";
import { createQueryClient } from "@/lib/query-client";
import Toaster from "@/components/ui/toaster";
import CourseDetailPage from "./course-detail-page";
import { VISITOR_CTA } from "../api";

// docs/courses.md: a visitor opens a premium course, reads its preview lesson, sees the rest locked.
const summary = (order: number, extra: Partial<CourseDetail["lessons"][number]>) => ({
  id: 40 + order,
  courseId: 4,
  title: `Lezione numero ${order}`,
  order,
  isPremium: true,
  minutes: 15,
  locked: true,
  preview: false,
  ...extra,
});
const course: CourseDetail = {
  id: 4,
  slug: "investimenti",
  title: "Investire con giudizio",
  description: "Un corso Premium.",
  isPremium: true,
  order: 4,
  durationMinutes: 42,
  lessons: [summary(1, { locked: false, preview: true }), summary(2, {})],
  resumeLessonId: null,
};
const preview: Lesson = {
  id: 41,
  courseId: 4,
  title: "Lezione numero 1",
  content: "Diversificare riduce il rischio del portafoglio.",
  order: 1,
  isPremium: true,
  minutes: 15,
  preview: true,
  figuresCheckedAt: "2026-11-24",
  updatedLabel: "Aggiornato al 24 novembre 2026",
};

afterEach(() => vi.unstubAllGlobals());

function renderCoursePage() {
  const { hook } = memoryLocation({ path: "/courses/4" });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>
        <Route path="/courses/:id" component={CourseDetailPage} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("/courses/:id per un visitatore", () => {
  it("legge l'anteprima gratuita, vede il lucchetto sulla seconda lezione e l'invito ad accedere, senza chiedere i progressi", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      const path = url.split("?")[0];
      if (path === "/api/courses/4") return json(course);
      if (path === "/api/lessons/41") return json(preview);
      if (path === "/api/lessons/42") return json({ message: COURSE_MESSAGES.premiumRequired }, 403);
      return json({ message: "Non autenticato" }, 401);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderCoursePage();

    expect(await screen.findByRole("heading", { name: "Investire con giudizio", level: 1 })).toBeInTheDocument();
    // Not signed in (yet, or after the answer): the page shows the visitor's call to action.
    const cta = await screen.findByTestId("visitor-cta");
    expect(within(cta).getByRole("link", { name: "Accedi o registrati per salvare i progressi e fare il quiz" })).toHaveAttribute("href", "/login");
    expect(screen.queryByText("Progresso del corso")).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId("lesson-item-1"));
    expect(await screen.findByText("Diversificare riduce il rischio del portafoglio.")).toBeInTheDocument();
    expect(screen.getByTestId("lesson-preview")).toHaveTextContent("Anteprima gratuita");
    expect(screen.queryByRole("button", { name: "Inizia Quiz" })).not.toBeInTheDocument();
    const article = screen.getByRole("article");
    expect(within(article).getByRole("link", { name: "Accedi o registrati per salvare i progressi e fare il quiz" })).toHaveAttribute("href", "/login");

    // The second lesson stays locked: the premium notice, and its text is never asked for.
    expect(within(screen.getByTestId("lesson-item-2")).getByLabelText("Lezione Premium bloccata")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: COURSE_MESSAGES.premiumTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("lesson-item-2"));
    expect(await screen.findByTestId("toast")).toHaveTextContent(COURSE_MESSAGES.premiumRequired);
    expect(screen.getByText("Diversificare riduce il rischio del portafoglio.")).toBeInTheDocument();

    // The session is asked after a short delay (docs/client.md): wait for the request.
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url).split("?")[0]);
    await waitFor(() => expect(asked()).toContain("/api/auth/user"));
    // The only toast is the lock notice: nothing failed with an error toast.
    await waitFor(() => expect(screen.getAllByTestId("toast")).toHaveLength(1));
    // Signed out, the page never asks for progress or for the locked lesson's text.
    expect(asked()).not.toContain("/api/user/progress");
    expect(asked()).not.toContain("/api/lessons/42");
  });
});

describe("/courses/:id per chi ha già fatto l'accesso", () => {
  it("l'invito ad accedere non compare mai, nemmeno mentre la sessione è ancora in verifica", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      const path = url.split("?")[0];
      if (path === "/api/courses/4") return json({ ...course, resumeLessonId: 41 });
      if (path === "/api/lessons/41") return json(preview);
      if (path === "/api/auth/user") return json({ id: 1, email: "a@esempio.it", firstName: null, lastName: null, profileImageUrl: null, points: 0, isPremium: false, isAdmin: false });
      if (path === "/api/user/progress") return json([]);
      return json({ message: "Non trovato" }, 404);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderCoursePage();

    // The course arrives at once, the session's answer 100 ms later (docs/client.md).
    expect(await screen.findByRole("heading", { name: "Investire con giudizio", level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId("visitor-cta")).not.toBeInTheDocument();
    // The open lesson's text is in before the session's answer: its foot has no visitor's link either.
    expect(await screen.findByText(preview.content)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: VISITOR_CTA })).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url).split("?")[0])).toContain("/api/user/progress"));
    expect(screen.queryByTestId("visitor-cta")).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Inizia Quiz/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: VISITOR_CTA })).not.toBeInTheDocument();
  });
});

describe("/courses/:id su un telefono", () => {
  // docs/courses.md: on one column the lesson panel sits below the list; a tap on a lesson brings it into view.
  const open = async (wide: boolean) => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    vi.stubGlobal("fetch", async (url: string) => {
      const path = url.split("?")[0];
      if (path === "/api/courses/4") return json(course);
      if (path === "/api/lessons/41") return json(preview);
      return json({ message: "Non autenticato" }, 401);
    });
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: wide && query === "(min-width: 1024px)", media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const scrolled: Element[] = [];
    // jsdom has no scrollIntoView: record the elements the page asks to bring into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderCoursePage();
    await screen.findByTestId("visitor-cta");
    fireEvent.click(screen.getByTestId("lesson-item-1"));
    await screen.findByText("Diversificare riduce il rischio del portafoglio.");
    return scrolled;
  };
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("un tocco su una lezione porta il testo della lezione in vista", async () => {
    const scrolled = await open(false);
    await waitFor(() => expect(scrolled.length).toBeGreaterThan(0));
    expect(scrolled.at(-1)).toHaveTextContent("Diversificare riduce il rischio del portafoglio.");
  });

  it("su due colonne, con il pannello già in vista, la pagina non si sposta", async () => {
    const scrolled = await open(true);
    expect(scrolled).toEqual([]);
  });
});
