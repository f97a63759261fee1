import { describe, expect, it } from "vitest";
import { FiguresCache } from "../../server/services/figuresCache";

describe("FiguresCache", () => {
  it("computes a figure once for requests that arrive together", async () => {
    const cache = new FiguresCache(10_000);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { examsCreated: 7 };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get("dashboard:all", compute)));
    expect(computed).toBe(1);
    expect(answers.every((answer) => answer.examsCreated === 7)).toBe(true);
  });

  it("keeps figures per key until they are older than the limit or cleared", async () => {
    let now = 0;
    const cache = new FiguresCache(10_000, () => now);
    let version = 0;
    const compute = async () => ++version;
    expect(await cache.get("a", compute)).toBe(1);
    expect(await cache.get("b", compute)).toBe(2);
    now = 9_999;
    expect(await cache.get("a", compute)).toBe(1);
    now = 10_000;
    expect(await cache.get("a", compute)).toBe(3);
    cache.clear();
    expect(await cache.get("a", compute)).toBe(4);
    expect(await cache.get("b", compute)).toBe(5);
  });

  it("does not keep a failure", async () => {
    const cache = new FiguresCache(10_000);
    await expect(cache.get("a", () => Promise.reject(new Error("banco fora")))).rejects.toThrow("banco fora");
    expect(await cache.get("a", async () => 42)).toBe(42);
  });

  it("keeps at most its limit, dropping the expired and then the oldest", async () => {
    let now = 0;
    const cache = new FiguresCache(10_000, () => now, 3);
    let version = 0;
    const compute = async () => ++version;
    await cache.get("a", compute);
    now = 20_000;
    await cache.get("b", compute);
    await cache.get("c", compute);
    await cache.get("d", compute);
    // "a" had expired: dropped, the others stay.
    expect(cache.size).toBe(3);
    expect(await cache.get("b", compute)).toBe(2);
    await cache.get("e", compute);
    // Nothing expired: the oldest ("b") gives way.
    expect(cache.size).toBe(3);
    expect(await cache.get("c", compute)).toBe(3);
    expect(await cache.get("b", compute)).toBe(6);
  });
});
