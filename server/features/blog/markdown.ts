import { Marked } from "marked";
import { sanitizeArticleHtml } from "./sanitize";

// The editor's Markdown (docs/blog.md, "Editor") becomes HTML here, then passes the same
// sanitizer as every stored and served article: raw HTML in the Markdown (a <script>, an
// onerror) never reaches a reader's browser, in the public page or in the editor's preview.
const marked = new Marked({ gfm: true, breaks: false, async: false });

export function markdownToHtml(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false }));
}
