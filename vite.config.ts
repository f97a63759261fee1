import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // scripts/size.mjs reads the manifest to measure what each route loads first.
    manifest: true,
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:5000", "/objects": "http://127.0.0.1:5000" },
  },
});
