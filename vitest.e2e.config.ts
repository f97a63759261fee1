import { defineConfig } from "vitest/config";

// Browser tests: the built app (npm run build) in the system Chromium.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/globalSetup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 150_000,
    fileParallelism: false,
  },
});
