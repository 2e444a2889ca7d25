// What other features may use of blog: the article body, for previews of drafts.
export { ArticleContent } from "./components/article-content";
