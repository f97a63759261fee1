import type { Express } from "express";
import { createApp } from "../../server/app";
import type { Database } from "../../server/db/client";
import { TEST_SESSION_SECRET, TEST_SESSION_TTL_MS } from "./testApp";

/** One entry of router v2's `listRoutes()`: a route (with methods) or a mounted router. */
interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: RoutesLister;
}
interface RoutesLister {
  listRoutes?: () => ListedRoute[];
}

/**
 * Every route the app answers, as `METHOD path` with the parameters as the routers declare them
 * (`GET /api/exams/:id`).
 *
 * How: Express 5 keeps only a matcher for a mount path, not the string, so walking
 * `app.router.stack` cannot name `/api/exams` without guessing. Its router (`router` 2.3+) keeps
 * the path a layer was registered with, and `listRoutes()` returns it for routes and mounted
 * routers alike (`{ path, methods }` or `{ path, router }`): recursing into each mounted router
 * and joining the paths gives the full list, straight from what app.ts and the routers
 * registered, with nothing to keep in sync by hand. A path registered as a RegExp is listed as
 * its source (`/^…$/`), so it still shows up (and fails the matrix until it is written down).
 * The automatic HEAD that router v2 adds beside each GET is left out: it runs the GET's handlers.
 */
export function listAppRoutes(app: Express): string[] {
  const root = (app as unknown as { router: RoutesLister }).router;
  const found: string[] = [];
  walk(root, "", found);
  return [...new Set(found)];
}

function walk(router: RoutesLister, prefix: string, found: string[]): void {
  if (typeof router.listRoutes !== "function") {
    throw new Error("O roteador do Express não oferece listRoutes() (router >= 2.3): atualize o express.");
  }
  for (const entry of router.listRoutes()) {
    const own = typeof entry.path === "string" ? entry.path : String(entry.path);
    const path = join(prefix, own);
    if (entry.router) {
      walk(entry.router, path === "/" ? "" : path, found);
      continue;
    }
    for (const method of entry.methods ?? []) {
      if (method === "head" || method === "HEAD") continue;
      found.push(`${method === "*" ? "ALL" : method.toUpperCase()} ${path}`);
    }
  }
}

function join(prefix: string, path: string): string {
  const joined = path === "/" ? prefix : `${prefix}${path}`;
  return joined === "" ? "/" : joined;
}

/** Every route of the app in demo mode, which mounts every router; building the app runs no query. */
export function everyAppRoute(): string[] {
  return listAppRoutes(
    createApp({
      db: {} as Database,
      sessionSecret: TEST_SESSION_SECRET,
      sessionTtlMs: TEST_SESSION_TTL_MS,
      system: { databaseKind: "embedded", version: "0.0.0-teste" },
      demoMode: true,
    }).express,
  );
}
