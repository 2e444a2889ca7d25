// How the evaluation sets ask the assistant (docs/chat.md, "User-side evaluation set"): through the chat
// service, as a visitor with no AI key, reading back each answer's topic and which lesson a link opens.
import { desc, eq } from "drizzle-orm";
import type { TestContext } from "../../../test/harness";
import { chatMessages } from "../../../db/schema";
import { createChatService } from "../chat.service";
import { createCategoryBudgetsService } from "../../category-budgets/category-budgets.public";
import { createGoalsService } from "../../goals/goals.public";
import { COURSE_CONTENT, findLessonIdsBySlugs } from "../../courses/courses.public";
import type { AskFn } from "./evaluate";

export async function createEvalAsk(ctx: TestContext): Promise<AskFn> {
  const chat = createChatService(ctx.deps, { categoryBudgets: createCategoryBudgetsService(ctx.deps), goals: createGoalsService(ctx.deps) });
  // A lesson link opens /courses/<course>?lezione=<lesson>: read back which lesson it is.
  const ids = await findLessonIdsBySlugs(ctx.db, COURSE_CONTENT.flatMap((c) => c.lessons.map((l) => l.slug)));
  const slugByHref = new Map([...ids].map(([slug, id]) => [`/courses/${id.courseId}?lezione=${id.lessonId}`, slug]));
  return async (message, sessionId) => {
    const reply = await chat.sendMessage({ message, sessionId }, { user: null, browserSessionId: "valutazione" });
    const [stored] = await ctx.db.select({ meta: chatMessages.meta }).from(chatMessages).where(eq(chatMessages.sessionId, reply.sessionId)).orderBy(desc(chatMessages.id)).limit(1);
    const topic = (stored?.meta as { topic?: string } | undefined)?.topic ?? null;
    const links = reply.links.map((l) => ({ href: l.href, lessonSlug: slugByHref.get(l.href) ?? null }));
    return { answer: { response: reply.response, links, topic }, sessionId: reply.sessionId };
  };
}
