import type { AppDeps } from "../../deps";
import type { ArticleStatus } from "@shared/schemas/blog-editor";
import type * as repo from "./editor.repo";
import { recordAdminAction } from "./admin-audit";
import type { BlogService } from "./blog.service";
import { iso } from "./editor.view";

// What follows a save or a deletion in the admin blog editor (docs/blog.md, "Editor"): a change
// that shows or hides a published article refreshes the public list at once, tells other
// features, and publish/unpublish/schedule/delete go to the audit log.

export type AfterChange = (before: repo.ArticleRow | null, after: repo.ArticleRow | null, actorId: number) => Promise<void>;

const brief = (r: repo.ArticleRow | null) => (r ? { status: r.status, slug: r.slug, title: r.title, publishedAt: iso(r.publishedAt) } : null);

function auditAction(before: repo.ArticleRow | null, after: repo.ArticleRow | null): string | null {
  if (!after) return "article.delete";
  if (after.status === before?.status) return null;
  const wasPublic = before?.status === "published";
  return { published: "article.publish", unpublished: "article.unpublish", scheduled: "article.schedule", draft: wasPublic ? "article.unpublish" : null }[after.status as ArticleStatus];
}

/** Refreshes the public list, tells other features, and records publish/unpublish/schedule for the audit log. */
export function createAfterChange(deps: AppDeps, blog: Pick<BlogService, "invalidatePublishedList">): AfterChange {
  const { events } = deps;
  return async (before, after, actorId) => {
    const wasPublic = before?.status === "published";
    const isPublic = after?.status === "published";
    if (wasPublic || isPublic) blog.invalidatePublishedList();
    if (isPublic && (!wasPublic || before!.slug !== after!.slug)) await events.emit("blog.published", { articleId: after!.id, slug: after!.slug });
    if (wasPublic && !isPublic) await events.emit("blog.unpublished", { articleId: before!.id, slug: before!.slug });
    const target = `article:${(after ?? before)!.id}`;
    const action = auditAction(before, after);
    if (action) await recordAdminAction(deps, { actorId, action, target, before: brief(before), after: brief(after) });
  };
}
