// Query keys and hooks of the blog; pages never call fetch directly.
import { useMutation, useQuery } from "@tanstack/react-query";
import { BLOG_MESSAGES, type BlogArticle, type BlogArticleSummary, type BlogCategory, type SubscribeInput, type SubscribeResult } from "@shared/schemas/blog";
import { apiRequest } from "@/lib/api";

export const articlesKey = (category: BlogCategory | null) => [category ? `/api/blog/articles?category=${category}` : "/api/blog/articles"] as const;
export const articleKey = (slug: string) => [`/api/blog/article/${encodeURIComponent(slug)}`] as const;
export const relatedKey = (slug: string) => [`/api/blog/related/${encodeURIComponent(slug)}`] as const;

export const useArticles = (category: BlogCategory | null) => useQuery<BlogArticleSummary[]>({ queryKey: articlesKey(category) });

/** Reading counts a view on the server; the answer stays cached for the session. */
export const useArticle = (slug: string) => useQuery<BlogArticle>({ queryKey: articleKey(slug) });

export const useRelated = (slug: string, enabled: boolean) => useQuery<BlogArticleSummary[]>({ queryKey: relatedKey(slug), enabled });

export const useSubscribe = () =>
  useMutation({ mutationFn: (input: SubscribeInput) => apiRequest<SubscribeResult>("POST", "/api/email/subscribe", input), meta: { errorTitle: BLOG_MESSAGES.subscribeFailed } });
