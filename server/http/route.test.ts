import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, typeOnly } from "@shared/contracts/define";
import { errorHandler } from "./errors";
import { requireUser } from "./guards";
import { route, validateInput } from "./route";

const save = endpoint({
  method: "POST",
  path: "/api/things/:id",
  access: "public",
  body: z.object({ amount: z.coerce.number({ error: "Importo non valido" }).positive("Importo non valido") }),
  output: typeOnly<{ id: string; amount: number }>(),
});
const search = endpoint({ method: "GET", path: "/api/things", access: "user", query: z.object({ q: z.string().max(5, "Testo troppo lungo").optional() }), output: typeOnly<string[]>() });

function appWith(register: (router: express.Router) => void) {
  const app = express();
  app.use(express.json());
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

  it("i middleware vengono prima della validazione: chi non passa la guardia ha 401 qualunque cosa mandi", async () => {
    const app = appWith((r) => route(r, search, requireUser, async (_req, res, { query }) => res.json([query.q ?? ""])));
    const res = await request(app).get("/api/things?q=troppolungo");
    expect(res.status).toBe(401);
  });

  it("la query è validata con lo schema del contratto", async () => {
    const app = appWith((r) => route(r, search, async (_req, res, { query }) => res.json([query.q ?? "nulla"])));
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
