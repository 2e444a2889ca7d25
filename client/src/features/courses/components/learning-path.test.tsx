import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { LearningPath, learningPathThresholds } from "./learning-path";

// One step per course of the catalogue; a step opens at half (rounded up) of the lessons before it
// (docs/courses.md, "Conteggi").
const withLessons = (n: number, id: number) => ({
  id,
  title: `Corso ${id}`,
  description: `Descrizione ${id}`,
  lessons: Array.from({ length: n }, (_x, i) => ({ id: id * 100 + i, courseId: id, title: `L${i}`, order: i + 1, isPremium: false, minutes: 10, locked: false, preview: false })),
});

describe("percorso di apprendimento", () => {
  it("le soglie seguono il catalogo: metà delle lezioni dei corsi precedenti", () => {
    expect(learningPathThresholds([7, 7, 6, 5, 5, 5])).toEqual([0, 4, 7, 10, 13, 15]);
    expect(learningPathThresholds([])).toEqual([]);
  });

  it.each([
    [0, ["true", "false", "false", "false", "false", "false"]],
    [3, ["true", "false", "false", "false", "false", "false"]],
    [4, ["true", "true", "false", "false", "false", "false"]],
    [7, ["true", "true", "true", "false", "false", "false"]],
    [15, ["true", "true", "true", "true", "true", "true"]],
  ])("con %i lezioni completate, sei corsi nel catalogo", (completed, unlocked) => {
    const courses = [7, 7, 6, 5, 5, 5].map((n, i) => withLessons(n, i + 1));
    render(<LearningPath courses={courses} completed={completed} />);
    expect([1, 2, 3, 4, 5, 6].map((i) => screen.getByTestId(`learning-step-${i}`).getAttribute("data-unlocked"))).toEqual(unlocked);
    expect(screen.getByTestId("learning-step-6")).toHaveTextContent("Corso 6");
    if (unlocked[1] === "false") expect(screen.getByText("Si sblocca con 4 lezioni completate")).toBeInTheDocument();
  });

  it("un corso in più aggiunge la sua tappa", () => {
    render(<LearningPath courses={[withLessons(7, 1), withLessons(7, 2)]} completed={0} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
