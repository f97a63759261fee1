import { describe, expect, it } from "vitest";
import { CONTRACTS } from "../support/contracts";
import { everyAppRoute } from "../support/routeList";

const ROUTES = everyAppRoute();

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
