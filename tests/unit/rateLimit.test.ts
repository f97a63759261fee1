import { describe, expect, it } from "vitest";
import { RateLimiter } from "../../server/http/rateLimit";

describe("RateLimiter", () => {
  it("allows `limit` requests per key and window, then says how long until the window ends", () => {
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 10 });
    expect([0, 1, 2].map((second) => limiter.hit("a", second * 1000))).toEqual([0, 0, 0]);
    expect(limiter.hit("a", 10_000)).toBe(50_000);
    expect(limiter.hit("b", 10_000)).toBe(0);
    // A new window starts when the last one ends.
    expect(limiter.hit("a", 60_000)).toBe(0);
  });

  it("never holds more than maxKeys windows, forgetting ended ones first and then the oldest", () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 100 });
    for (let index = 0; index < 10_000; index++) limiter.hit(`k${index}`, index);
    expect(limiter.size).toBeLessThanOrEqual(100);

    const full = new RateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    for (const key of ["a", "b", "c", "d"]) full.hit(key, 0);
    expect(full.size).toBe(3);
    // "a" was forgotten (a fresh count), "d" is remembered (over its limit).
    expect(full.hit("d", 1)).toBeGreaterThan(0);
    expect(full.size).toBe(3);
  });
});
