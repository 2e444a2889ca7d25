import { describe, expect, it } from "vitest";
import { maskOneTimeLinks, oneTimeLinks } from "./one-time-links";

// docs/email-automation.md, "Link monouso": every shape of secret a link may carry is masked.
describe("maskOneTimeLinks", () => {
  const b64 = "Zk9yX3Rlc3RpbmdfMTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1u";
  const hex = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

  it.each([
    [`Apri: https://finanza.example/reset-password?token=${b64}`, "https://finanza.example/reset-password?token=[nascosto]"],
    [`http://localhost:5000/account/annulla-cambio-email?uid=4&token=${b64}.`, "http://localhost:5000/account/annulla-cambio-email?uid=4&token=[nascosto]."],
    [`https://finanza.example/disiscrizione?token=${hex}`, "https://finanza.example/disiscrizione?token=[nascosto]"],
    [`https://finanza.example/famiglia/invito/${b64}`, "https://finanza.example/famiglia/invito/[nascosto]"],
    [`https://finanza.example/x?invite_token=${b64}&t=${hex}`, "https://finanza.example/x?invite_token=[nascosto]&t=[nascosto]"],
    [`link senza schema: /verifica-email?token=${b64}`, "link senza schema: /verifica-email?token=[nascosto]"],
  ])("%s", (text, masked) => {
    expect(maskOneTimeLinks(text)).toContain(masked);
    expect(maskOneTimeLinks(text)).not.toContain(b64);
    expect(maskOneTimeLinks(text)).not.toContain(hex);
  });

  it("lascia com'erano i link senza segreti", () => {
    const text = "Leggi https://finanza.example/blog/budget-familiare-guida-completa e https://finanza.example/expenses?month=11.";
    expect(maskOneTimeLinks(text)).toBe(text);
    expect(oneTimeLinks(text)).toEqual([]);
  });

  it("oneTimeLinks: i link da mascherare, senza la punteggiatura che li segue", () => {
    expect(oneTimeLinks(`Apri https://a.example/reset-password?token=${b64}. Poi https://a.example/blog.`)).toEqual([`https://a.example/reset-password?token=${b64}`]);
  });
});
