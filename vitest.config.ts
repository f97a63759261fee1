import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Files that replace a module (vi.mock) or a global for their own tests: they run each in a fresh
 * module registry. Every other file shares its worker's modules with the files before it, so the
 * server and its libraries are loaded once per worker rather than once per file.
 */
const ISOLATED = ["tests/api/rosterImport.test.ts", "tests/unit/answerSync.test.ts"];

export default defineConfig({
  // The client's import aliases (vite.config.ts), for unit tests of client modules.
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  test: {
    globalSetup: ["tests/support/globalSetup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own embedded database (about 100 MB); two cores, so a few at a time.
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: "shared", include: ["tests/**/*.test.ts"], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
