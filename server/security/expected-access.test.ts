import { describe, expect, it } from "vitest";
import { allContracts } from "@shared/contracts";
import type { Access } from "@shared/contracts/define";
import { EXPECTED_ACCESS, accessDifferences } from "./expected-access";

// docs/security.md ("Chi può chiamare cosa"): the guard comes from each contract's `access`; the
// reviewed list in expected-access.ts is the expectation, written apart from the code it tests.
const contracts = () => allContracts().map(({ contract }) => contract);

/** A copy of the contracts with one endpoint's access changed. */
function withAccess(from: Access, to: Access) {
  const list = contracts().map((c) => ({ method: c.method, path: c.path, access: c.access }));
  const target = list.find((c) => c.access === from);
  if (!target) throw new Error(`nessun contratto ${from}`);
  target.access = to;
  return { list, key: `${target.method} ${target.path}` };
}

describe("accesso dei contratti contro l'elenco rivisto", () => {
  it("ogni contratto ha l'accesso atteso, e l'elenco nomina solo contratti", () => {
    expect(accessDifferences(contracts())).toEqual([]);
    expect(Object.keys(EXPECTED_ACCESS).length).toBe(contracts().length);
  });

  it("un contratto da amministratore indebolito a utente è segnalato", () => {
    const { list, key } = withAccess("admin", "user");
    expect(accessDifferences(list)).toEqual([`${key}: contratto user, atteso admin (più debole)`]);
  });

  it("un contratto da utente reso pubblico è segnalato", () => {
    const { list, key } = withAccess("user", "public");
    expect(accessDifferences(list)).toEqual([`${key}: contratto public, atteso user (più debole)`]);
  });

  it("un contratto nuovo senza riga, o una riga senza contratto, è segnalato", () => {
    const list = [...contracts(), { method: "GET", path: "/api/nuova", access: "admin" as const }];
    expect(accessDifferences(list)).toEqual(["GET /api/nuova: contratto senza riga attesa (aggiungila a server/security/expected-access.ts)"]);
    expect(accessDifferences(contracts().slice(1))).toHaveLength(1);
  });
});
