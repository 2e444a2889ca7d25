// Issue 43 (docs/chat.md, "Lesson and article links"): a topic answer links the lesson or article on its
// subject even when the question's own words match no passage closely. Written in new words.
import { describe, expect, it } from "vitest";
import { converse } from "./converse.testkit";

const links = (question: string) => converse(question)[0]!.links.map((l) => l.href);
const content = (hrefs: string[]) => hrefs.filter((h) => h === "/courses" || h.startsWith("/courses/") || h.startsWith("/blog/"));

describe("ogni risposta su un argomento con una lezione o un articolo li collega", { timeout: 30_000 }, () => {
  it.each([
    ["un signore al telefono dice di essere della posta e vuole il codice che mi è arrivato, che faccio?", "truffe"],
    ["il mutuo della casa meglio con la rata che cambia o sempre uguale, secondo voi?", "mutuo"],
    ["con quattro finanziamenti aperti non so più quale chiudere per primo", "debiti"],
  ])("«%s» (%s) porta almeno una lezione o un articolo", (question, topic) => {
    const reply = converse(question)[0]!;
    expect(reply.topic).toBe(topic);
    expect(content(reply.links.map((l) => l.href)).length).toBeGreaterThan(0);
  });

  it("l'uso dell'app e i saluti non portano lezioni a caso", () => {
    expect(content(links("ciao!"))).toEqual([]);
  });
});
