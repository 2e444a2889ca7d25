// Query keys and hooks of the blog; pages never call fetch directly.
import { useMutation, useQuery } from "@tanstack/react-query";
import { BLOG_MESSAGES, type BlogCategory, type SubscribeInput } from "@shared/schemas/blog";
import { blogContract as api } from "@shared/contracts/blog";
import { apiQuery, call, queryKey } from "@/lib/api";

// The same keys the server's prerender seeds (server/features/blog/blog.prerender.ts).
const listArgs = (category: BlogCategory | null) => ({ query: { category: category ?? undefined } });
export const articlesKey = (category: BlogCategory | null) => queryKey(api.articles, listArgs(category));
export const articleKey = (slug: string) => queryKey(api.article, { params: { slug } });
export const relatedKey = (slug: string) => queryKey(api.related, { params: { slug } });

export const useArticles = (category: BlogCategory | null) => useQuery(apiQuery(api.articles, listArgs(category)));

/** Reading counts a view on the server; the answer stays cached for the session. */
export const useArticle = (slug: string) => useQuery(apiQuery(api.article, { params: { slug } }));

export const useRelated = (slug: string, enabled: boolean) => useQuery({ ...apiQuery(api.related, { params: { slug } }), enabled });

/** The link of the double opt-in e-mail (POST, so a mail scanner opening it confirms nothing); the page shows the error itself. */
export const useConfirmSubscription = () =>
  useMutation({ mutationFn: (token: string) => call(api.confirmSubscription, { body: { token } }), meta: { errorToast: false } });

export const useSubscribe = () =>
  useMutation({ mutationFn: (input: SubscribeInput) => call(api.subscribe, { body: input }), meta: { errorTitle: BLOG_MESSAGES.subscribeFailed } });
