import { inject } from "vitest";

/** This worker's own from a list globalSetup.ts provides one per worker (vitest numbers workers from 1). */
function ofThisWorker<T>(list: T[]): T {
  return list[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % list.length];
}

/** The address of this worker's app. */
export const appUrl = () => ofThisWorker(inject("baseUrls"));

/** The DevTools address of this worker's Chromium. */
export const browserEndpoint = () => ofThisWorker(inject("browserEndpoints"));
