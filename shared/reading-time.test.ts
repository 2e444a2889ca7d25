import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_x, i) => `parola${i}`).join(" ");

describe("tempo di lettura dalle parole", () => {
  it("600 parole sono 3 minuti, non 20; almeno 1 minuto", () => {
    expect(readingMinutes(words(600))).toBe(3);
    expect(readingMinutes(words(1000))).toBe(5);
    expect(readingMinutes(words(20))).toBe(1);
    expect(readingMinutes("")).toBe(1);
  });

  it("tag HTML e segni Markdown non sono parole", () => {
    expect(readingMinutes(`<h2>Titolo</h2><p>${words(400)}</p>`)).toBe(2);
    expect(readingMinutes(`## Titolo\n\n- **${words(400)}**`)).toBe(2);
  });
});
