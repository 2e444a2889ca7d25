import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";

const root = path.resolve(import.meta.dirname);

export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, "client"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": path.join(root, "client/src"),
      "@shared": path.join(root, "shared"),
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
