import { useMutation, useQuery } from "@tanstack/react-query";
import { blogEditorContract as api } from "@shared/contracts/blog-editor";
import { aiContentContract } from "@shared/contracts/ai-content";
import { blogContract } from "@shared/contracts/blog";
import type { ArticleCreateInput, ArticlePreviewInput, ArticleStatus, ArticleUpdateInput } from "@shared/schemas/blog-editor";
import type { BlogCategory } from "@shared/schemas/blog";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

// The admin blog editor's calls (shared/contracts/blog-editor.ts).

export type ArticleFilter = { status?: ArticleStatus; category?: BlogCategory; q?: string };

export const useAdminArticles = (filter: ArticleFilter) => useQuery({ ...apiQuery(api.list, { query: filter }), placeholderData: (prev) => prev });

export const useAdminArticle = (id: number | null) => useQuery({ ...apiQuery(api.get, { params: { id: id ?? 0 } }), enabled: id !== null });

// Every change may show or hide an article: the list, the article, the public blog and the
// Prompt Master's drafts (an AI draft published here is no longer a draft) reload.
const refresh = () => {
  for (const c of [api.list, api.get, blogContract.articles, aiContentContract.drafts, aiContentContract.stats]) void queryClient.invalidateQueries({ queryKey: keyPrefix(c) });
};

export const useCreateArticle = () => useMutation({ mutationFn: (body: ArticleCreateInput) => call(api.create, { body }), onSuccess: refresh });

export const useUpdateArticle = () =>
  useMutation({ mutationFn: ({ id, body }: { id: number; body: ArticleUpdateInput }) => call(api.update, { params: { id }, body }), onSuccess: refresh });

export const useDeleteArticle = () => useMutation({ mutationFn: (id: number) => call(api.remove, { params: { id } }), onSuccess: refresh });

/** The live preview: errors stay in the panel, never a toast per keystroke. */
export const useArticlePreview = () => useMutation({ mutationFn: (body: ArticlePreviewInput) => call(api.preview, { body }), meta: { errorToast: false } });
