import type { AddressInfo } from "node:net";
import { createServer, type RequestListener, type Server } from "node:http";
import supertest from "supertest";
import { afterAll, beforeAll } from "vitest";
import { createApp, type App, type AppDependencies } from "../../server/app";
import type { Database, DatabaseHandle } from "../../server/db/client";
import { openFileDatabase } from "./database";

export const TEST_SESSION_SECRET = "segredo-de-teste-com-mais-de-trinta-e-dois-caracteres";
export const TEST_SESSION_TTL_MS = 60 * 60_000;

export interface TestApp {
  db: Database;
  /** Base URL of the app listening on 127.0.0.1. */
  url: string;
  api: () => supertest.Agent;
  errors: unknown[];
}

/**
 * The app listening on 127.0.0.1, as the server runs it — or with only its Express app behind the
 * port, when `serve` says so (to compare a call answered before Express with Express's answer).
 */
export async function startApp(
  db: Database,
  overrides: Partial<AppDependencies> = {},
  serve: (app: App) => RequestListener = (app) => app.listener,
) {
  const errors: unknown[] = [];
  const app = createApp({
    db,
    sessionSecret: TEST_SESSION_SECRET,
    sessionTtlMs: TEST_SESSION_TTL_MS,
    demoMode: false,
    system: { databaseKind: "embedded", version: "0.0.0-teste" },
    logError: (_message, error) => errors.push(error),
    ...overrides,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = createServer(serve(app)).listen(0, "127.0.0.1", () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    server,
    url,
    errors,
    api: () => supertest.agent(url),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The app on the test database for one test file: opened before its tests, closed after.
 * Tests reach it through the returned object once `beforeAll` has run.
 */
export function useTestApp(overrides: Partial<AppDependencies> = {}): TestApp {
  const context = {} as TestApp;
  let handle: DatabaseHandle;
  let shared = false;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, shared } = await openFileDatabase());
    const started = await startApp(handle.db, overrides);
    Object.assign(context, { db: handle.db, url: started.url, api: started.api, errors: started.errors });
    close = started.close;
  });
  afterAll(async () => {
    await close?.();
    if (!shared) await handle?.close();
  });
  return context;
}
