import { describe, expect, it } from "vitest";
import { chartStart } from "../../server/services/stats/stats";

describe("chartStart (exams per month)", () => {
  it("starts eleven months before the current month of Brazil, at midnight there", () => {
    expect(chartStart(new Date("2026-11-21T12:00:00Z")).toISOString()).toBe("2025-12-01T03:00:00.000Z");
    // 01:00 UTC on 1 December is still 30 November in Brazil.
    expect(chartStart(new Date("2026-12-01T01:00:00Z")).toISOString()).toBe("2025-12-01T03:00:00.000Z");
    expect(chartStart(new Date("2026-12-01T03:00:00Z")).toISOString()).toBe("2026-01-01T03:00:00.000Z");
    expect(chartStart(new Date("2026-03-15T12:00:00Z")).toISOString()).toBe("2025-04-01T03:00:00.000Z");
  });
});
