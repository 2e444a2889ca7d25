import { afterEach, describe, expect, it, vi } from "vitest";
import { coursesContract } from "@shared/contracts/courses";
import { feedbackContract } from "@shared/contracts/feedback";
import { gamificationContract } from "@shared/contracts/gamification";
import { ApiError, apiQuery, apiQueryOrNull, call, hasErrorCode, keyPrefix, queryKey } from "./api";
import { createQueryClient } from "./query-client";

type Seen = { url: string; method: string; headers: Record<string, string>; body: unknown };

function stubFetch(status: number, body: unknown) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe("call(contract, args): l'unico modo in cui il client chiama l'API", () => {
  it("metodo e indirizzo dal contratto, parametri nel percorso, corpo JSON e l'intestazione delle scritture", async () => {
    const seen = stubFetch(200, { id: 4, status: "reviewed" });
    const answer = await call(feedbackContract.update, { params: { id: 4 }, body: { status: "reviewed" } });
    expect(answer).toEqual({ id: 4, status: "reviewed" });
    expect(seen).toEqual([
      { url: "/api/admin/feedback/4", method: "PATCH", headers: { "X-Requested-With": "fetch", "Content-Type": "application/json" }, body: { status: "reviewed" } },
    ]);
  });

  it("la query va nell'indirizzo; un errore diventa ApiError con il messaggio del server", async () => {
    const seen = stubFetch(400, { message: "Periodo non valido" });
    const err = await call(gamificationContract.leaderboard, { query: { timeframe: "allTime", limit: 5 } }).catch((e: unknown) => e);
    expect(seen[0].url).toBe("/api/leaderboard?timeframe=allTime&limit=5");
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).serverMessage).toBe("Periodo non valido");
  });

  it("l'errore espone il codice del server, il messaggio e i campi; senza codice lo deduce dallo stato", async () => {
    stubFetch(403, { code: "premium_required", message: "Funzione Premium" });
    const premium = (await call(gamificationContract.userChallenges).catch((e: unknown) => e)) as ApiError;
    expect(premium.code).toBe("premium_required");
    expect(premium.status).toBe(403);
    expect(premium.serverMessage).toBe("Funzione Premium");
    expect(hasErrorCode(premium, "premium_required")).toBe(true);
    expect(hasErrorCode(premium, "forbidden")).toBe(false);

    stubFetch(400, { code: "validation", message: "Importo non valido", fieldErrors: { amount: "Importo non valido" } });
    const invalid = (await call(gamificationContract.userChallenges).catch((e: unknown) => e)) as ApiError;
    expect(invalid.code).toBe("validation");
    expect(invalid.fieldErrors).toEqual({ amount: "Importo non valido" });

    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" })));
    const proxy = (await call(gamificationContract.userChallenges).catch((e: unknown) => e)) as ApiError;
    expect(proxy.code).toBe("upstream");
    expect(proxy.fieldErrors).toEqual({});
    expect(hasErrorCode(new Error("x"), "internal")).toBe(false);
  });

  it("apiQuery: la chiave del contratto e una lettura tipizzata; apiQueryOrNull legge null con un 401", async () => {
    const lesson = apiQuery(coursesContract.lesson, { params: { id: 9 } });
    expect(lesson.queryKey).toEqual(queryKey(coursesContract.lesson, { params: { id: "9" } }));
    stubFetch(401, { message: "Non autenticato" });
    await expect(apiQueryOrNull(coursesContract.progress).queryFn()).resolves.toBeNull();
    await expect(lesson.queryFn()).rejects.toBeInstanceOf(ApiError);
  });

  it("keyPrefix invalida ogni lettura dell'endpoint, con qualunque parametro, e nessun'altra", async () => {
    const client = createQueryClient();
    const board = (limit: number) => queryKey(gamificationContract.leaderboard, { query: { timeframe: "monthly", limit } });
    client.setQueryData(board(5), []);
    client.setQueryData(board(10), []);
    client.setQueryData(queryKey(gamificationContract.userChallenges), []);
    stubFetch(200, []);
    await client.invalidateQueries({ queryKey: keyPrefix(gamificationContract.leaderboard) }, { cancelRefetch: false });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual([board(5), board(10)]);
  });
});
