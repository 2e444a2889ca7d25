import { describe, expect, it } from "vitest";
import { nextPath } from "./next-path";

// docs/household.md, "Il link d'invito": after signing in the invitee comes back to the link, and nowhere else.
describe("dove tornare dopo l'accesso (?dopo=)", () => {
  it("il link d'invito, con il suo token", () => {
    const link = "/household/join?token=abcdefghijklmnopqrstuvwxyz012345";
    expect(nextPath(`?dopo=${encodeURIComponent(link)}`)).toBe(link);
  });

  it("nessun altro indirizzo: un altro sito, un percorso con // o un'altra pagina sono ignorati", () => {
    for (const bad of ["https://evil.example/household/join?token=abc", "//evil.example/household/join?token=abc", "/account", "/household/join?token=a&x=https://evil.example", "/household/join?token="]) {
      expect(nextPath(`?dopo=${encodeURIComponent(bad)}`)).toBeNull();
    }
    expect(nextPath("")).toBeNull();
  });
});
