import { describe, expect, it } from "vitest";
import { challengePercent, levelFromPoints, levelLabelFromPoints } from "./gamification";

describe("livelli dai punti", () => {
  it.each([
    [0, 1, "Principiante"],
    [49, 1, "Principiante"],
    [50, 2, "Principiante"],
    [99, 2, "Principiante"],
    [100, 3, "Intermedio"],
    [199, 4, "Intermedio"],
    [200, 5, "Esperto"],
    [449, 9, "Esperto"],
    [450, 10, "Master"],
    [5000, 101, "Master"],
  ])("%d punti → livello %d '%s'", (points, level, label) => {
    expect(levelFromPoints(points)).toBe(level);
    expect(levelLabelFromPoints(points)).toBe(label);
  });
});

describe("percentuale di una sfida", () => {
  it("corrente / obiettivo, al massimo 100", () => {
    expect(challengePercent(0, 5)).toBe(0);
    expect(challengePercent(2, 5)).toBe(40);
    expect(challengePercent(1, 3)).toBe(33);
    expect(challengePercent(9, 5)).toBe(100);
  });
});
