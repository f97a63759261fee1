/**
 * Browser test files run two at a time (two cores), each worker on an app and a Chromium of its
 * own (globalSetup.ts). `E2E_WORKERS=1` runs them one after another, as when reading a failure.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
