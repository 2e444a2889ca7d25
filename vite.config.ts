import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import path from "node:path";
import fs from "node:fs";

const root = path.resolve(import.meta.dirname);
// node_modules may be a symbolic link (a git worktree's); Vite compares real paths.
const nodeModules = fs.realpathSync(path.join(root, "node_modules"));

export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, "client"),
  plugins: [
    react(),
    tailwindcss(),
    // The installable app (docs/client.md, "Installable app and offline"): manifest, icons and a
    // Workbox service worker. Not in the server build of the client, nor in development (Vite's
    // modules are not the files the worker precaches).
    !isSsrBuild &&
      VitePWA({
        registerType: "autoUpdate",
        injectRegister: false,
        manifestFilename: "manifest.webmanifest",
        includeAssets: ["favicon.svg", "icons/apple-touch-icon-180.png"],
        manifest: {
          id: "/",
          name: "Finanza Familiare",
          short_name: "Finanza",
          description: "Calcolatori, corsi e spese di casa: la finanza personale per le famiglie italiane.",
          lang: "it",
          start_url: "/",
          scope: "/",
          display: "standalone",
          background_color: "#f8fafc",
          theme_color: "#047857",
          icons: [
            { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        },
        workbox: {
          // The shell: every script and style of the build (the calculators are lazy chunks), so a
          // page opens offline after one visit. Not the blog's images (public/blog), which change.
          globPatterns: ["index.html", "**/*.{js,css,svg,png,woff2}"],
          globIgnores: ["blog/**", "manifest*.json"],
          maximumFileSizeToCacheInBytes: 3_000_000,
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          // Pages come from the server (meta, prerender): network first, the last copy offline,
          // and the precached shell for a page never opened. The API is never cached: its answers
          // are private and must be current; writes offline go to the queue (client/src/lib/offline-queue.ts).
          // "/api" is compared without case, as the router does (/API/user/export is the API too),
          // and only a page (200, text/html) is kept (docs/security.md, "Seconda sonda (issue 37)").
          // Both functions are copied into sw.js as written: they use nothing from this file.
          navigateFallback: null,
          runtimeCaching: [
            {
              urlPattern: ({ request, url }) => request.mode === "navigate" && !/^\/api(?:\/|$)/i.test(url.pathname),
              handler: "NetworkFirst",
              options: {
                cacheName: "pages",
                networkTimeoutSeconds: 5,
                expiration: { maxEntries: 50 },
                precacheFallback: { fallbackURL: "index.html" },
                plugins: [
                  {
                    cacheWillUpdate: async ({ response }) =>
                      response.status === 200 && /^text\/html(?:;|$)/i.test(response.headers.get("content-type") ?? "") ? response : null,
                  },
                ],
              },
            },
          ],
        },
      }),
  ],
  resolve: {
    alias: {
      "@": path.join(root, "client/src"),
      "@shared": path.join(root, "shared"),
    },
  },
  server: {
    // The development server serves what the client needs and nothing else: not the server's
    // source, the lesson texts, the embedded database (.data/), secrets, migrations, docs or tests
    // (docs/security.md).
    fs: {
      strict: true,
      allow: [path.join(root, "client"), path.join(root, "shared"), nodeModules],
      deny: [".env", ".env.*", "*.{crt,pem,key}", "**/.data/**", "**/.git/**", "**/*.test.*", "**/*.e2e.*"],
    },
  },
  build: {
    outDir: path.join(root, "dist/public"),
    emptyOutDir: true,
    sourcemap: false,
    // scripts/check-bundle-size.mjs reads the manifest to measure each route's initial JavaScript.
    manifest: true,
    // The server build of the client (client/src/prerender.tsx, into dist/ssr) needs no public files.
    copyPublicDir: !isSsrBuild,
  },
}));
