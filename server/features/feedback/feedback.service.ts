import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import type { FeedbackStatus, FeedbackType } from "@shared/constants";
import { FEEDBACK_MESSAGES, type AdminFeedback, type AdminFeedbackList, type FeedbackParsed, type FeedbackUpdate, type PublicFeedback } from "@shared/schemas/feedback";
import * as repo from "./feedback.repo";
import { createAuditLog } from "../admin/admin.public";

// Lists are bounded so one request never returns an unbounded table.
export const FEEDBACK_LIST_LIMITS = { community: 100, admin: 500 } as const;

function toPublic(r: repo.FeedbackRow): PublicFeedback {
  return {
    id: r.id,
    type: r.type as FeedbackType,
    rating: r.rating,
    title: r.title,
    message: r.message,
    status: r.status as FeedbackStatus,
    createdAt: r.createdAt.toISOString(),
    reply: r.publicReply && r.repliedAt ? { text: r.publicReply, repliedAt: r.repliedAt.toISOString() } : null,
  };
}

function toAdmin(r: repo.FeedbackRow): AdminFeedback {
  return { ...toPublic(r), userEmail: r.userEmail, adminNotes: r.adminNotes, isHidden: r.isHidden };
}

export function createFeedbackService(deps: AppDeps) {
  const { db, clock, events } = deps;
  const audit = createAuditLog(deps);
  // What the audit log keeps of an item: its state, never the author's text, the notes' or the reply's words.
  const state = (r: repo.FeedbackRow) => ({ status: r.status, isHidden: r.isHidden, hasNotes: Boolean(r.adminNotes), hasReply: Boolean(r.publicReply) });
  return {
    async submit(input: FeedbackParsed, userId: number | null): Promise<PublicFeedback> {
      const row = await repo.insertFeedback(db, { ...input, userId, at: clock.now() });
      return toPublic(row);
    },
    async community(): Promise<{ items: PublicFeedback[]; total: number }> {
      const [rows, total] = await Promise.all([repo.listVisible(db, FEEDBACK_LIST_LIMITS.community), repo.countVisible(db)]);
      return { items: rows.map(toPublic), total };
    },
    async adminList(): Promise<AdminFeedbackList> {
      const [rows, byStatus] = await Promise.all([repo.listAll(db, FEEDBACK_LIST_LIMITS.admin), repo.countsByStatus(db)]);
      const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
      return {
        items: rows.map(toAdmin),
        counts: { total, new: byStatus.new ?? 0, inProgress: byStatus.in_progress ?? 0, completed: byStatus.completed ?? 0 },
      };
    },
    async update(id: number, patch: FeedbackUpdate & { adminNotes?: string | null; publicReply?: string | null }, actorId: number): Promise<AdminFeedback> {
      let previousReply: string | null = null;
      const row = await events.transaction(db, async (tx) => {
        const before = await repo.lockFeedback(tx, id);
        if (!before) throw new AppError("not_found", FEEDBACK_MESSAGES.notFound);
        previousReply = before.publicReply;
        const after = await repo.updateFeedback(tx, id, { ...patch, at: clock.now() });
        if (!after) throw new AppError("not_found", FEEDBACK_MESSAGES.notFound);
        await audit.recordAdminAction({ actorId, action: "feedback.update", target: { type: "feedback", id }, before: state(before), after: state(after) }, tx);
        // A new or changed public reply reaches a signed-in author as an alert (docs/accounts.md).
        if (after.publicReply && after.publicReply !== previousReply && after.userId !== null) {
          await events.record(tx, "feedback.replied", { feedbackId: after.id, userId: after.userId, reply: after.publicReply });
        }
        return after;
      });
      return toAdmin(row);
    },
  };
}
