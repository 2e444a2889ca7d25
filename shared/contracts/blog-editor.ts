import {
  EDITOR_MESSAGES,
  articleCreateSchema,
  articleListQuerySchema,
  articlePreviewSchema,
  articleUpdateSchema,
  type AdminArticle,
  type AdminArticleSummary,
  type ArticlePreview,
} from "../schemas/blog-editor";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// The admin blog editor (server/features/blog/editor.*, docs/blog.md "Editor").
export const blogEditorContract = {
  list: endpoint({ method: "GET", path: "/api/admin/articles", access: "admin", query: articleListQuerySchema, output: typeOnly<AdminArticleSummary[]>() }),
  create: endpoint({ method: "POST", path: "/api/admin/articles", access: "admin", bodyLimit: "blogEditor", body: articleCreateSchema, output: typeOnly<AdminArticle>() }),
  // The live preview: the Markdown through the public page's sanitizer, and the server's SEO score.
  preview: endpoint({ method: "POST", path: "/api/admin/articles/preview", access: "admin", bodyLimit: "blogEditor", body: articlePreviewSchema, output: typeOnly<ArticlePreview>() }),
  get: endpoint({ method: "GET", path: "/api/admin/articles/:id", params: idParams(EDITOR_MESSAGES.notFound), access: "admin", output: typeOnly<AdminArticle>() }),
  update: endpoint({ method: "PATCH", path: "/api/admin/articles/:id", params: idParams(EDITOR_MESSAGES.notFound), access: "admin", bodyLimit: "blogEditor", body: articleUpdateSchema, output: typeOnly<AdminArticle>() }),
  remove: endpoint({ method: "DELETE", path: "/api/admin/articles/:id", params: idParams(EDITOR_MESSAGES.notFound), access: "admin", output: typeOnly<void>() }),
  // Cover images are stored in the database and served from there to everyone.
  image: endpoint({ method: "GET", path: "/api/blog/images/:id", params: idParams("Immagine non trovata"), access: "public", use: "link", output: typeOnly<Uint8Array>() }),
};
