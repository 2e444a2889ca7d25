import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import type { Course, LessonSummary } from "@shared/schemas/courses";
import { CourseCard } from "./course-card";

const lesson = (order: number, isPremium: boolean, locked = isPremium): LessonSummary => ({
  id: 100 + order,
  courseId: 1,
  title: `Lezione ${order}`,
  order,
  isPremium,
  minutes: 15,
  locked,
  preview: false,
});

const course = (over: Partial<Course>): Course => ({
  id: 2,
  slug: "c",
  title: "Risparmio e investimenti",
  description: "Descrizione",
  isPremium: false,
  order: 2,
  durationMinutes: 42,
  lessons: [1, 2, 3].map((o) => lesson(o, false)).concat([4, 5, 6, 7].map((o) => lesson(o, true))),
  ...over,
});

describe("scheda del corso", () => {
  it("utente gratuito: badge, lezioni, tempo di lettura, prime 4 lezioni poi '+ N lezioni Premium'; nessun voto che nessuno ha dato", () => {
    render(<CourseCard course={course({})} completedIds={new Set([101])} isPremiumUser={false} />);
    expect(screen.getByText("Gratis")).toBeInTheDocument();
    expect(screen.queryByText(/★|Valutazione/)).toBeNull();
    expect(screen.getByText("7 lezioni")).toBeInTheDocument();
    expect(screen.getByText(/42 min di lettura/)).toBeInTheDocument();
    expect(screen.getByText("1/7")).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("Lezione 1"),
      expect.stringContaining("Lezione 2"),
      expect.stringContaining("Lezione 3"),
      expect.stringContaining("Lezione 4"),
      "+ 3 lezioni Premium",
    ]);
    expect(within(items[0]).getByLabelText("Lezione completata")).toBeInTheDocument();
    expect(within(items[3]).getByLabelText("Lezione Premium bloccata")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continua Corso" })).toHaveAttribute("href", "/courses/2");
  });

  it("utente Premium: tutte le lezioni, nessun lucchetto", () => {
    const c = course({ lessons: course({}).lessons.map((l) => ({ ...l, locked: false })) });
    render(<CourseCard course={c} completedIds={new Set()} isPremiumUser />);
    expect(screen.getAllByRole("listitem")).toHaveLength(7);
    expect(screen.queryByText(/lezioni Premium/)).toBeNull();
    expect(screen.queryByLabelText("Lezione Premium bloccata")).toBeNull();
    expect(screen.getByRole("link", { name: "Inizia Corso" })).toBeInTheDocument();
  });

  it("corso Premium per un utente gratuito: 'Anteprima Gratuita' e 'Sblocca con Premium'", () => {
    render(<CourseCard course={course({ id: 3, isPremium: true })} completedIds={new Set()} isPremiumUser={false} />);
    expect(screen.getByText("Premium")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Anteprima Gratuita" })).toHaveAttribute("href", "/courses/3");
    expect(screen.getByRole("link", { name: "Sblocca con Premium" })).toHaveAttribute("href", "/subscribe");
  });
});
