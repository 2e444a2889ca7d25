import { describe, expect, it } from "vitest";
import { stripControlChars } from "./text";

describe("stripControlChars", () => {
  it("toglie i caratteri di controllo e lascia tab e a capo", () => {
    expect(stripControlChars("a\u0007b\u001bc\td\ne")).toBe("abc\td\ne");
  });
  it("un surrogato isolato diventa U+FFFD, una coppia valida (emoji) resta", () => {
    expect(stripControlChars("x\ud800y")).toBe("x\uFFFDy");
    expect(stripControlChars("x\udc00")).toBe("x\uFFFD");
    expect(stripControlChars("risparmio 💶")).toBe("risparmio 💶");
    expect(JSON.stringify(stripControlChars("\ud800"))).toBe('"\uFFFD"');
  });
});
