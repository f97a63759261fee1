import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "client",
  plugins: [react()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:5000", "/objects": "http://127.0.0.1:5000" },
  },
});
