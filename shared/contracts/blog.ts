import { categoryQuerySchema, confirmSubscriptionSchema, subscribeSchema, unsubscribeSchema, type BlogArticle, type BlogArticleSummary, type SubscribeResult } from "../schemas/blog";
import { endpoint, typeOnly } from "./define";

// The blog and its newsletter (server/features/blog).
export const blogContract = {
  articles: endpoint({ method: "GET", path: "/api/blog/articles", access: "public", query: categoryQuerySchema, output: typeOnly<BlogArticleSummary[]>() }),
  // Each read counts a view.
  article: endpoint({ method: "GET", path: "/api/blog/article/:slug", access: "public", output: typeOnly<BlogArticle>() }),
  related: endpoint({ method: "GET", path: "/api/blog/related/:slug", access: "public", output: typeOnly<BlogArticleSummary[]>() }),
  subscribe: endpoint({ method: "POST", path: "/api/email/subscribe", access: "public", body: subscribeSchema, output: typeOnly<SubscribeResult>() }),
  // The double opt-in link of the newsletter's confirmation e-mail, posted by its page.
  confirmSubscription: endpoint({ method: "POST", path: "/api/email/confirm", access: "public", body: confirmSubscriptionSchema, output: typeOnly<{ message: string }>() }),
  unsubscribe: endpoint({ method: "POST", path: "/api/email/unsubscribe", access: "public", body: unsubscribeSchema, output: typeOnly<{ message: string }>() }),
};
