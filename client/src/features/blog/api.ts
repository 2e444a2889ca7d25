// Query keys and hooks of the blog; pages never call fetch directly.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { BlogArticle, BlogArticleSummary, BlogCategory, SubscribeInput, SubscribeResult } from "@shared/schemas/blog";
import { apiRequest } from "@/lib/api";

export const articlesKey = (category: BlogCategory | null) => [category ? `/api/blog/articles?category=${category}` : "/api/blog/articles"] as const;
export const articleKey = (slug: string) => [`/api/blog/article/${encodeURIComponent(slug)}`] as const;
export const relatedKey = (slug: string) => [`/api/blog/related/${encodeURIComponent(slug)}`] as const;

export const useArticles = (category: BlogCategory | null) => useQuery<BlogArticleSummary[]>({ queryKey: articlesKey(category) });

/** Reading counts a view on the server; the answer stays cached for the session. */
export const useArticle = (slug: string) => useQuery<BlogArticle>({ queryKey: articleKey(slug) });

export const useRelated = (slug: string, enabled: boolean) => useQuery<BlogArticleSummary[]>({ queryKey: relatedKey(slug), enabled });

/** The link of the double opt-in e-mail (POST, so a mail scanner opening it confirms nothing). */
export const useConfirmSubscription = () => useMutation({ mutationFn: (token: string) => apiRequest<{ message: string }>("POST", "/api/email/confirm", { token }) });

export const useSubscribe = () => useMutation({ mutationFn: (input: SubscribeInput) => apiRequest<SubscribeResult>("POST", "/api/email/subscribe", input) });
