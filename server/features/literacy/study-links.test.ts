import { describe, expect, it } from "vitest";
import { LITERACY_ITEMS, SINGLE_INCOME_STUDY } from "@shared/literacy/items";
import { COURSE_CONTENT } from "../courses/courses.public";

// The check-up's suggestions name lessons by slug (docs/literacy.md): a renamed or removed lesson
// would silently drop its link, so every slug must be in the catalogue.
describe("lezioni suggerite dal check-up", () => {
  const slugs = new Set(COURSE_CONTENT.flatMap((c) => c.lessons.map((l) => l.slug)));

  it("ogni lezione citata dalle domande e dall'area «un solo reddito» esiste nel catalogo", () => {
    const cited = [...LITERACY_ITEMS.flatMap((i) => i.lessonSlugs ?? []), ...SINGLE_INCOME_STUDY.flatMap((s) => s.lessonSlugs)];
    expect(cited.filter((s) => !slugs.has(s))).toEqual([]);
  });

  it("ogni abitudine con lezioni ha un concetto da mostrare; l'area «un solo reddito» porta ai corsi 5 e 6", () => {
    for (const i of LITERACY_ITEMS.filter((x) => x.dimension === "behaviour" && x.lessonSlugs)) expect(i.concept, i.id).toBeTruthy();
    const courseOf = (slug: string) => COURSE_CONTENT.find((c) => c.lessons.some((l) => l.slug === slug))!.slug;
    expect(SINGLE_INCOME_STUDY.map((s) => courseOf(s.lessonSlugs[0]))).toEqual(["se-l-unico-reddito-si-ferma", "proteggere-chi-non-ha-un-reddito"]);
  });
});
