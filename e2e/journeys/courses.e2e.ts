import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openSession, registerViaApi, waitForToast } from "../browser";

const LOCKED = "Questa lezione è disponibile solo per gli utenti Premium. Passa a Premium per accedere a tutti i contenuti avanzati.";

type Course = { id: number; slug: string; isPremium: boolean; title: string; lessons: { id: number; order: number; title: string; isPremium: boolean }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The right option of each question, asked of the public check endpoint (what a tutor would know). */
async function rightAnswers(page: Page, lessonId: number): Promise<number[]> {
  const quiz = await (await page.request.get(`/api/lessons/${lessonId}/quizzes`)).json();
  const out: number[] = [];
  for (const q of quiz as { id: number }[]) {
    const res = await page.request.post(`/api/quizzes/${q.id}/check`, { data: { answer: 0 }, headers: { "X-Requested-With": "e2e" } });
    out.push((await res.json()).correctAnswer);
  }
  return out;
}

/** Answers the open quiz with the given option indexes, then 'Termina Quiz'. */
async function takeQuiz(page: Page, answers: number[]) {
  for (const [i, option] of answers.entries()) {
    await page.getByText(`Domanda ${i + 1} di ${answers.length}`).waitFor();
    const next = page.getByRole("button", { name: i === answers.length - 1 ? "Termina Quiz" : "Successiva" });
    await expect.poll(() => next.isDisabled()).toBe(true);
    await page.getByRole("group").getByRole("button").nth(option).click();
    await page.getByTestId("answer-feedback").waitFor();
    if (i === 0) {
      await expect.poll(() => page.getByRole("button", { name: "Precedente" }).isDisabled()).toBe(true);
      // Keyboard users land on the way forward once the chosen option is locked.
      await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await next.click();
  }
}

describe("corsi e quiz", () => {
  it("un utente gratuito legge la lezione 1, fallisce il quiz, riprova, supera, guadagna 10 punti e continua alla lezione 2", async () => {
    const { page, context, consoleErrors } = await openSession(browser);
    await registerViaApi(page);
    const courses = (await (await page.request.get("/api/courses")).json()) as Course[];
    const course1 = courses.find((c) => c.slug === "budget-familiare")!;
    const [lesson1, lesson2] = course1.lessons;
    const right = await rightAnswers(page, lesson1.id);

    await page.goto("/courses");
    const card = page.getByTestId("course-card-1");
    await card.getByRole("link", { name: "Inizia Corso" }).click();
    await page.waitForURL(`**/courses/${course1.id}`);
    await page.getByRole("heading", { name: "Seleziona una lezione" }).waitFor();
    const points = page.getByTestId("points-counter");
    expect((await points.textContent())?.trim()).toBe("0");

    await page.getByTestId("lesson-item-1").click();
    await page.getByRole("heading", { name: lesson1.title }).waitFor();
    // 'Inizia Quiz' appears once the lesson text has arrived.
    const start = page.getByRole("button", { name: "Inizia Quiz" });
    await start.waitFor();
    await expect.poll(() => page.locator("article p").count()).toBeGreaterThan(5);
    await start.click();

    // All wrong: 0%.
    await takeQuiz(page, right.map((c) => (c + 1) % 4));
    await page.getByRole("heading", { name: "Quiz Non Superato" }).waitFor();
    await expect.poll(() => page.getByTestId("quiz-score").textContent()).toBe("Hai ottenuto 0%. Serve almeno 70% per completare la lezione.");
    await page.getByRole("heading", { name: "Rivedi gli errori" }).waitFor();
    expect((await points.textContent())?.trim()).toBe("0");

    await page.getByRole("button", { name: "Riprova" }).click();
    await takeQuiz(page, right);
    await page.getByRole("heading", { name: "Quiz Superato!" }).waitFor();
    await waitForToast(page, "Quiz Superato!");
    await page.waitForFunction(() => document.querySelector('[data-testid="points-counter"]')?.textContent?.trim() === "10");

    await page.getByRole("button", { name: "Continua" }).click();
    await page.getByRole("heading", { name: lesson2.title }).waitFor();
    await expect.poll(() => page.getByTestId("lesson-item-1").getByLabel("Lezione completata").count()).toBe(1);

    // Reopening the course opens the lesson read last.
    await page.getByRole("link", { name: "Torna ai corsi" }).click();
    await page.waitForURL("**/courses");
    await expect.poll(() => page.getByTestId("counter-lessons").textContent()).toBe("1");
    await page.getByTestId("course-card-1").getByRole("link", { name: "Continua Corso" }).click();
    await page.getByRole("heading", { name: lesson2.title }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("una lezione Premium mostra il lucchetto e il messaggio della specifica all'utente gratuito", async () => {
    const { page, context } = await openSession(browser);
    await registerViaApi(page);
    const courses = (await (await page.request.get("/api/courses")).json()) as Course[];
    const withPremium = courses.find((c) => c.lessons.some((l) => l.isPremium))!;
    const premiumLesson = withPremium.lessons.find((l) => l.isPremium)!;

    await page.goto("/courses");
    const card = page.locator(`[data-testid^="course-card-"]`).filter({ hasText: "lezioni Premium" }).first();
    await card.waitFor();
    await page.goto(`/courses/${withPremium.id}`);
    const item = page.getByTestId(`lesson-item-${premiumLesson.order}`);
    await item.getByLabel("Lezione Premium bloccata").waitFor();
    await page.getByRole("region", { name: "Contenuto Premium" }).getByText(LOCKED).waitFor();
    await item.click();
    await waitForToast(page, LOCKED);
    await expect.poll(() => page.getByRole("heading", { name: "Seleziona una lezione" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Inizia Quiz" }).count()).toBe(0);
    await context.close();
  });

  it("un visitatore apre un corso Premium, legge la prima lezione ('Anteprima gratuita'); la seconda resta bloccata", async () => {
    const { page, context, consoleErrors } = await openSession(browser);
    const courses = (await (await page.request.get("/api/courses")).json()) as Course[];
    const premium = courses.find((c) => c.isPremium)!;
    const [first, second] = [...premium.lessons].sort((a, b) => a.order - b.order);
    const lessonText = ((await (await page.request.get(`/api/lessons/${first.id}`)).json()) as { content: string }).content;
    const firstLine = lessonText.split("\n").map((l) => l.trim()).find((l) => l && !l.startsWith("- "))!;

    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`/courses/${premium.id}`);
    await page.getByRole("heading", { name: premium.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/courses/${premium.id}`);
    await page.getByTestId("visitor-cta").getByRole("link", { name: "Accedi o registrati per salvare i progressi e fare il quiz" }).waitFor();

    await page.getByTestId("lesson-item-1").click();
    await page.getByRole("heading", { name: first.title }).waitFor();
    await page.getByTestId("lesson-preview").filter({ hasText: "Anteprima gratuita" }).waitFor();
    await page.locator("article").getByText(firstLine, { exact: true }).waitFor();
    await page.locator("article").getByRole("link", { name: "Accedi o registrati per salvare i progressi e fare il quiz" }).waitFor();
    expect(await page.getByRole("button", { name: "Inizia Quiz" }).count()).toBe(0);

    const item2 = page.getByTestId(`lesson-item-${second.order}`);
    await item2.getByLabel("Lezione Premium bloccata").waitFor();
    await item2.click();
    await waitForToast(page, LOCKED);
    await page.getByRole("heading", { name: first.title }).waitFor();
    expect(requests).not.toContain("/api/user/progress");
    expect(requests).not.toContain(`/api/lessons/${second.id}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("un corso inesistente mostra 'Corso non trovato'; a 360 px la lista non scorre di lato", async () => {
    const { page, context } = await openSession(browser, { mobile: true });
    await registerViaApi(page);
    await page.goto("/courses/999999");
    await page.getByRole("heading", { name: "Corso non trovato" }).waitFor();
    await page.getByText("Il corso richiesto non esiste.").waitFor();
    await page.getByRole("link", { name: "Torna ai corsi" }).click();
    await page.getByTestId("course-card-1").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("su un telefono, un tocco su una lezione porta il suo testo in vista (docs/courses.md)", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    const courses = (await (await page.request.get("/api/courses")).json()) as Course[];
    const free = courses.find((c) => !c.isPremium)!;
    const last = [...free.lessons].sort((a, b) => a.order - b.order).at(-1)!;
    await page.goto(`/courses/${free.id}`);
    await page.getByRole("heading", { name: free.title, level: 1 }).waitFor();
    await page.getByTestId(`lesson-item-${last.order}`).click();
    const heading = page.locator("article").getByRole("heading", { name: last.title });
    await heading.waitFor();
    // The lesson's heading ends up in the upper part of the screen, not below the list.
    await expect
      .poll(() => heading.evaluate((el) => { const top = el.getBoundingClientRect().top; return top >= 0 && top < window.innerHeight / 2; }))
      .toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
