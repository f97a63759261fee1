import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { Database } from "../../server/db/client";
import { CONTRACTS } from "../support/contracts";
import { listAppRoutes } from "../support/routeList";
import { TEST_SESSION_SECRET, TEST_SESSION_TTL_MS } from "../support/testApp";

// Demo mode mounts every router there is; building the app runs no query.
const ROUTES = listAppRoutes(
  createApp({
    db: {} as Database,
    sessionSecret: TEST_SESSION_SECRET,
    sessionTtlMs: TEST_SESSION_TTL_MS,
    system: { databaseKind: "embedded", version: "0.0.0-teste" },
    demoMode: true,
  }),
);

describe("response contracts", () => {
  const written = Object.values(CONTRACTS).flatMap((routes) => Object.keys(routes));

  it("has a contract for every route of the app", () => {
    expect(ROUTES.filter((route) => !written.includes(route))).toEqual([]);
  });

  it("has no contract for a route the app does not have", () => {
    expect(written.filter((route) => !ROUTES.includes(route))).toEqual([]);
  });

  it("writes each route down once", () => {
    expect(written.filter((route, index) => written.indexOf(route) !== index)).toEqual([]);
  });
});
