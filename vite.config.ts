import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Connect, type Plugin } from "vite";

/** The student page's addresses: `/online` and `/online/<CODE>` (server/app.ts serves the same file). */
const STUDENT_PAGE = /^\/online(?:\/[^/?#]*)?\/?(?:[?#].*)?$/;

/** In dev and preview, the student page's addresses get online.html, as the built server does. */
function studentPage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.method === "GET" && req.url && STUDENT_PAGE.test(req.url)) req.url = "/online.html";
    next();
  };
  return {
    name: "student-page",
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss(), studentPage()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // scripts/firstLoad.ts reads the manifest to measure what each route and the student page load first.
    manifest: true,
    rollupOptions: {
      // Two pages: the staff app, and the light page students open from the exam's QR code.
      input: {
        index: fileURLToPath(new URL("./client/index.html", import.meta.url)),
        online: fileURLToPath(new URL("./client/online.html", import.meta.url)),
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:5000", "/objects": "http://127.0.0.1:5000" },
  },
});
