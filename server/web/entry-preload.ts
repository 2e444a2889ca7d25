import fs from "node:fs";
import path from "node:path";

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The page chunks of the addresses people land on (search, links), as Vite's manifest names their
 * sources. The shell loads a page's chunk only after the entry script has run and the
 * authentication check has answered; announcing it in the HTML lets the browser fetch it in
 * parallel with the entry script. `/` depends on who asks: landing or dashboard.
 */
const ENTRY_PAGES: Array<[RegExp, string]> = [
  [/^\/blog\/?$/, "src/features/blog/pages/blog-page.tsx"],
  [/^\/blog\/[^/]+\/?$/, "src/features/blog/pages/blog-article-page.tsx"],
  [/^\/(budget-calculator|calcolatori\/budget)\/?$/, "src/features/calculators/pages/budget-calculator-page.tsx"],
  [/^\/calcolatori\/?$/, "src/features/calculators/pages/calculators-hub-page.tsx"],
  [/^\/pac-simulator\/?$/, "src/features/calculators/pages/pac-simulator-page.tsx"],
  [/^\/mortgage-calculator\/?$/, "src/features/calculators/pages/mortgage-calculator-page.tsx"],
  [/^\/come-risparmiare-soldi\/?$/, "src/features/calculators/pages/saving-tips-page.tsx"],
  [/^\/courses\/?$/, "src/features/courses/pages/courses-page.tsx"],
  [/^\/guida-principianti(\/|$)/, "src/features/guide/pages/guide-page.tsx"],
  [/^\/login\/?$/, "src/features/auth/pages/login-page.tsx"],
];

/** Returns, for a path and whether a user is signed in, the `<link rel="modulepreload">` tags to add to the page's HTML. */
export function entryPreloads(distDir: string): (pathname: string, signedIn: boolean) => string {
  const file = path.join(distDir, ".vite/manifest.json");
  if (!fs.existsSync(file)) return () => "";
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  // What index.html already preloads (the entry and its static imports).
  const inShell = new Set(Object.keys(manifest).filter((k) => manifest[k].isEntry).flatMap((k) => [...closure(k)]));
  const cache = new Map<string, string>();
  const tagsFor = (source: string) => {
    if (!cache.has(source)) {
      const files = [...closure(source)].filter((k) => !inShell.has(k)).map((k) => manifest[k].file);
      cache.set(source, files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`).join("\n    "));
    }
    return cache.get(source)!;
  };
  return (pathname, signedIn) => {
    const source =
      pathname === "/" ? (signedIn ? "src/features/dashboard/pages/dashboard-page.tsx" : "src/features/auth/pages/landing-page.tsx") : ENTRY_PAGES.find(([re]) => re.test(pathname))?.[1];
    return source && manifest[source] ? tagsFor(source) : "";
  };
}
