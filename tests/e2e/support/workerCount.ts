/**
 * How many browser test files run at a time, each worker on an app and a Chromium of its own
 * (globalSetup.ts). One on these two cores: the tests keep both busy, and two at a time took
 * 797 s against 703 s one after another. `E2E_WORKERS=2` on a machine with more cores.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
