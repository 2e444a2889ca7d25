import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { allContracts } from "@shared/contracts";
import { csrfExemptions } from "./csrf";
import { sessionPolicy } from "./session-policy";

// The session step and the forgery check read their exceptions from the contracts
// (docs/security.md, "Cache delle sessioni" and "Matrice di autorizzazione"): these lists are the
// reviewed expectation, so a new exemption is a visible change here.
const req = (method: string, path: string) => ({ method, path }) as Request;

describe("politica della sessione dai contratti", () => {
  const policy = sessionPolicy();

  it("le richieste che cambiano la sessione, scritte come le instrada il router", () => {
    for (const [method, path] of [
      ["POST", "/api/auth/login"],
      ["POST", "/API/Auth/Register/"],
      ["POST", "/api/admin/login"],
      ["POST", "/api/auth/logout"],
      ["POST", "/api/logout"],
      ["GET", "/api/logout"],
      ["HEAD", "/Api/Logout/"],
      ["POST", "/api/auth/password-reset/confirm"],
      ["DELETE", "/api/user/account"],
    ]) {
      expect(policy.changesSession(req(method, path)), `${method} ${path}`).toBe(true);
    }
    expect(policy.changesSession(req("GET", "/api/user/account"))).toBe(false);
    expect(policy.changesSession(req("POST", "/api/user/expenses"))).toBe(false);
  });

  it("le visite e gli eventi non aprono mai una sessione; le altre scritture sì", () => {
    expect(policy.neverStartsSession(req("POST", "/api/analytics/track"))).toBe(true);
    expect(policy.neverStartsSession(req("POST", "/api/analytics/event"))).toBe(true);
    expect(policy.neverStartsSession(req("POST", "/api/auth/login"))).toBe(false);
  });
});

describe("esenzioni CSRF dai contratti", () => {
  it("solo il webhook firmato e il modulo 'Vuoi uscire?'", () => {
    expect([...csrfExemptions()].sort()).toEqual(["POST /api/logout", "POST /api/stripe/webhook"]);
  });

  it("un'esenzione su un percorso con parametri è rifiutata invece di non valere", () => {
    expect(() => csrfExemptions([{ ...allContracts()[0].contract, method: "POST", path: "/api/things/:id", csrf: "exempt" }])).toThrow(/parametri/);
  });
});

describe("corpi grandi", () => {
  it("un bodyLimit solo su una scrittura con corpo", () => {
    const wrong = allContracts().filter(({ contract: c }) => c.bodyLimit && (c.method === "GET" || c.method === "DELETE" || !c.body));
    expect(wrong.map((x) => x.name)).toEqual([]);
    expect(allContracts().filter(({ contract: c }) => c.bodyLimit).map((x) => x.name).sort()).toEqual(["blogEditor.create", "blogEditor.preview", "blogEditor.update", "expenseImport.import", "receipts.upload"]);
  });
});
