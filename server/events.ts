// The domain events one feature emits and others subscribe to (ARCHITECTURE rule 5).
// Handlers run after the emitting transaction committed; a failing handler is logged and
// never fails the action that emitted the event.

export type DomainEvents = {
  "user.registered": { userId: number; email: string };
  "budget.saved": { userId: number; budgetId: number; monthlyIncome: string; necessities: string; wants: string; savings: string };
  "pac.simulated": { userId: number; simulationId: number };
  "calculator.completed": { userId: number; calculator: "budget" | "pac" | "mortgage" };
  "lesson.completed": { userId: number; lessonId: number; courseId: number };
  /** Any scored quiz attempt or review answer: a day of study for the streak (docs/gamification.md). */
  "study.done": { userId: number };
  "expense.created": { userId: number; expenseId: number; amount: string; category: string; date: string };
  "expense.deleted": { userId: number; expenseId: number; category: string; date: string };
  "expense.updated": { userId: number; expenseId: number; amount: string; category: string; date: string; previousDate: string };
  /** Undo of a delete: the same expense is back. */
  "expense.restored": { userId: number; expenseId: number; category: string; date: string };
  /** A recurring expense's occurrence was not created: the free user's month was full. */
  "recurring.skipped_limit": { userId: number; recurringId: number; description: string; amount: string; month: string };
  "challenge.completed": { userId: number; challengeId: number; pointsReward: number };
  "premium.changed": { userId: number; isPremium: boolean };
  "subscription.trial_started": { userId: number };
  "blog.published": { articleId: number; slug: string };
  "newsletter.subscribed": { email: string; userId: number | null; source: string };
  /** A pending newsletter address must confirm: the token goes only into the e-mail. */
  "newsletter.confirmation_requested": { email: string; token: string };
  /** A published article left the site (unpublished, deleted, or turned back into a draft). */
  "blog.unpublished": { articleId: number; slug: string };
  /** An administrator's action for the audit log (server/features/blog/admin-audit.ts). */
  "admin.action": { actorId: number; action: string; target: string; before: unknown; after: unknown };
  /** An administrator answered a feedback item publicly: its author gets an alert. */
  "feedback.replied": { feedbackId: number; userId: number; reply: string };
};

export type EventName = keyof DomainEvents;
type Handler<E extends EventName> = (payload: DomainEvents[E]) => Promise<void> | void;

export class EventBus {
  private handlers = new Map<EventName, Handler<never>[]>();

  on<E extends EventName>(name: E, handler: Handler<E>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(name, list);
  }

  async emit<E extends EventName>(name: E, payload: DomainEvents[E]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await (handler as Handler<E>)(payload);
      } catch (err) {
        console.error(`[eventi] gestore di ${name} fallito:`, err);
      }
    }
  }
}
