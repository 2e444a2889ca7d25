import sanitizeHtml from "sanitize-html";

// Article HTML comes from seed files and from the AI writer: both are data, not code. This
// allowlist is applied when an article is stored AND when it is served, so a row written by
// any other path (or before a rule changed) can never carry a script to a reader's browser.
const ALLOWED_TAGS = ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "a", "blockquote", "table", "thead", "tbody", "tr", "th", "td", "caption", "code", "pre", "hr"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "title", "rel", "target"], th: ["scope", "colspan"], td: ["colspan"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Content of these is dropped entirely (not kept as text).
  nonTextTags: ["script", "style", "textarea", "noscript", "iframe", "svg", "math", "object", "embed", "template"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const out: Record<string, string> = { ...attribs };
      if (external) {
        out.rel = "noopener noreferrer";
        out.target = "_blank";
      } else {
        delete out.target;
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
