import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, typeOnly } from "@shared/contracts/define";
import { idParams } from "@shared/contracts/params";
import { errorHandler } from "./errors";
import { route, validateInput } from "./route";

const save = endpoint({
  method: "POST",
  path: "/api/things/:id",
  access: "public",
  body: z.object({ amount: z.coerce.number({ error: "Importo non valido" }).positive("Importo non valido") }),
  output: typeOnly<{ id: string; amount: number }>(),
});
const search = endpoint({ method: "GET", path: "/api/things", access: "user", query: z.object({ q: z.string().max(5, "Testo troppo lungo").optional() }), output: typeOnly<string[]>() });

const lookup = endpoint({ method: "GET", path: "/api/things/:id", access: "public", params: idParams("Cosa non trovata"), output: typeOnly<{ id: number }>() });
const adminOnly = endpoint({ method: "DELETE", path: "/api/things", access: "admin", output: typeOnly<void>() });
const premiumOnly = endpoint({ method: "GET", path: "/api/things/export", access: "premium", premiumMessage: "Solo per gli utenti Premium.", output: typeOnly<string>() });

type Who = { isAdmin?: boolean; isPremium?: boolean } | undefined;

function appWith(register: (router: express.Router) => void, who?: Who) {
  const app = express();
  app.use(express.json());
  // The signed-in caller of the test, as the session step would set it.
  app.use((req, _res, next) => ((req as unknown as { user: Who }).user = who && { isAdmin: false, isPremium: false, ...who }, next()));
  const router = express.Router();
  register(router);
  app.use(router);
  app.use(errorHandler);
  return app;
}

describe("route(router, contract, ...middlewares, handler)", () => {
  it("registra metodo e percorso del contratto e passa al gestore il corpo già validato", async () => {
    const app = appWith((r) => route(r, save, async (req, res, { body }) => res.status(201).json({ id: String(req.params.id), amount: body.amount })));
    const ok = await request(app).post("/api/things/7").send({ amount: "12" });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ id: "7", amount: 12 });
    expect((await request(app).get("/api/things/7")).status).toBe(404);
  });

  it("un corpo non valido (o assente) è un 400 con il messaggio del campo, e il gestore non parte", async () => {
    let called = 0;
    const app = appWith((r) => route(r, save, async (_req, res) => void (called++, res.status(201).end())));
    for (const send of [{ amount: "-1" }, undefined]) {
      const res = await request(app).post("/api/things/1").send(send);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "Importo non valido", fieldErrors: { amount: "Importo non valido" } });
    }
    expect(called).toBe(0);
  });

  it("la guardia dell'accesso del contratto viene prima dei middleware e della validazione: 401 qualunque cosa si mandi", async () => {
    const seen: string[] = [];
    const app = appWith((r) => route(r, search, (_req, _res, next) => (seen.push("limiter"), next()), async (_req, res, { query }) => res.json([query.q ?? ""])));
    const res = await request(app).get("/api/things?q=troppolungo");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "unauthenticated", message: "Non autenticato" });
    expect(seen).toEqual([]);
  });

  it("admin: 401 al visitatore, 403 all'utente, l'amministratore passa", async () => {
    const handler = async (_req: express.Request, res: express.Response) => void res.status(204).end();
    expect((await request(appWith((r) => route(r, adminOnly, handler))).delete("/api/things")).status).toBe(401);
    const user = await request(appWith((r) => route(r, adminOnly, handler), { isPremium: true })).delete("/api/things");
    expect(user.status).toBe(403);
    expect(user.body).toEqual({ code: "forbidden", message: "Accesso riservato agli amministratori" });
    expect((await request(appWith((r) => route(r, adminOnly, handler), { isAdmin: true })).delete("/api/things")).status).toBe(204);
  });

  it("premium: 401 al visitatore, 403 con il messaggio premium del contratto all'utente gratuito, il premium passa", async () => {
    const handler = async (_req: express.Request, res: express.Response) => void res.send("ok");
    expect((await request(appWith((r) => route(r, premiumOnly, handler))).get("/api/things/export")).status).toBe(401);
    const free = await request(appWith((r) => route(r, premiumOnly, handler), { isAdmin: true })).get("/api/things/export");
    expect(free.status).toBe(403);
    expect(free.body).toEqual({ code: "premium_required", message: "Solo per gli utenti Premium." });
    expect((await request(appWith((r) => route(r, premiumOnly, handler), { isPremium: true })).get("/api/things/export")).text).toBe("ok");
  });

  it("i parametri del percorso sono letti con lo schema del contratto: un id non valido è un 404 col messaggio della funzione", async () => {
    const app = appWith((r) => route(r, lookup, async (_req, res, { params }) => res.json({ id: params.id })));
    expect((await request(app).get("/api/things/42")).body).toEqual({ id: 42 });
    for (const bad of ["0", "abc", "1e3", "1234567890", "-1"]) {
      const res = await request(app).get(`/api/things/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body, bad).toEqual({ code: "not_found", message: "Cosa non trovata" });
    }
  });

  it("la query è validata con lo schema del contratto", async () => {
    const app = appWith((r) => route(r, search, async (_req, res, { query }) => res.json([query.q ?? "nulla"])), {});
    expect((await request(app).get("/api/things?q=ciao")).body).toEqual(["ciao"]);
    const bad = await request(app).get("/api/things?q=troppolungo");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Testo troppo lungo");
  });

  it("validateInput valida prima dei middleware che seguono, e il gestore riceve quella lettura", async () => {
    const seen: string[] = [];
    const app = appWith((r) =>
      route(
        r,
        save,
        validateInput(save),
        (_req, _res, next) => (seen.push("limiter"), next()),
        async (_req, res, { body }) => res.json({ id: "1", amount: body.amount }),
      ),
    );
    expect((await request(app).post("/api/things/1").send({ amount: 0 })).status).toBe(400);
    expect(seen).toEqual([]);
    expect((await request(app).post("/api/things/1").send({ amount: 5 })).body).toEqual({ id: "1", amount: 5 });
    expect(seen).toEqual(["limiter"]);
  });
});
