import { defineConfig } from "vitest/config";
import { E2E_WORKERS } from "./tests/e2e/support/workerCount";

// Browser tests: the built app (npm run build) in the system Chromium.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/globalSetup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 150_000,
    // E2E_WORKERS files at a time (one on two cores), each worker on an app and a Chromium of its own (tests/e2e/support/globalSetup.ts).
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
  },
});
