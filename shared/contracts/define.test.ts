import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, fillPath, queryKeyOf, routeKey, typeOnly, urlOf, urlOfKey } from "./define";

const lesson = endpoint({ method: "GET", path: "/api/courses/:courseId/lessons/:id", access: "public", output: typeOnly<{ id: number }>() });
const list = endpoint({ method: "GET", path: "/api/things", access: "user", query: z.object({ page: z.coerce.number().optional(), tag: z.string().optional() }), output: typeOnly<string[]>() });

describe("contratti: indirizzi e chiavi", () => {
  it("un contratto senza `use` è chiamato dal client; la chiave delle regole è metodo e percorso", () => {
    expect(lesson.use).toBe("fetch");
    expect(routeKey(lesson)).toBe("GET /api/courses/:courseId/lessons/:id");
  });

  it("riempie i parametri codificandoli e rifiuta un parametro mancante", () => {
    expect(urlOf(lesson, { params: { courseId: 3, id: "a b/c" } })).toBe("/api/courses/3/lessons/a%20b%2Fc");
    expect(() => fillPath(lesson.path, { courseId: 3 })).toThrow(/parametro mancante: id/);
  });

  it("la query lascia fuori i valori assenti o vuoti e tiene l'ordine dato", () => {
    expect(urlOf(list, { query: { tag: "x&y", page: 2 } })).toBe("/api/things?tag=x%26y&page=2");
    expect(urlOf(list, { query: { page: undefined, tag: "" } })).toBe("/api/things");
    expect(urlOf(list)).toBe("/api/things");
  });

  it("la chiave di una lettura è [percorso, parametri, query] in stringhe, e ridà lo stesso indirizzo", () => {
    const key = queryKeyOf(lesson, { params: { courseId: 3, id: 7 } });
    expect(key).toEqual(["/api/courses/:courseId/lessons/:id", { courseId: "3", id: "7" }, {}]);
    // The same read named with a number or a string is one cache entry.
    expect(queryKeyOf(lesson, { params: { courseId: "3", id: "7" } })).toEqual(key);
    expect(urlOfKey(key)).toBe("/api/courses/3/lessons/7");
    expect(urlOfKey(queryKeyOf(list, { query: { page: 1 } }))).toBe("/api/things?page=1");
  });
});
