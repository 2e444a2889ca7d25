import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import fs from "node:fs";

const root = path.resolve(import.meta.dirname);
// node_modules may be a symbolic link (a git worktree's); Vite compares real paths.
const nodeModules = fs.realpathSync(path.join(root, "node_modules"));

export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, "client"),
  plugins: [react(), tailwindcss()],
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
