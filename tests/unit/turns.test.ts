import { describe, expect, it } from "vitest";
import { turnTaker } from "../../server/services/common/turns";

/** A long loop over a request's input lets the server answer others meanwhile (docs/architecture.md#19-interchange). */

function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe("taking turns", () => {
  it("lets a timer run in the middle of a long loop that awaits takeTurn", async () => {
    const events: string[] = [];
    setTimeout(() => events.push("timer"), 0);
    const takeTurn = turnTaker(10);
    for (let index = 0; index < 20; index++) {
      await takeTurn();
      busyFor(5);
      events.push(`item ${index}`);
    }
    expect(events.indexOf("timer")).toBeGreaterThan(0);
    expect(events.indexOf("timer")).toBeLessThan(events.length - 1);
  });

  it("does not wait when the work is short", async () => {
    const takeTurn = turnTaker(1000);
    let ranBetween = false;
    setImmediate(() => (ranBetween = true));
    for (let index = 0; index < 100; index++) await takeTurn();
    expect(ranBetween).toBe(false);
  });
});
