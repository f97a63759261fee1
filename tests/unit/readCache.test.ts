import { describe, expect, it } from "vitest";
import { cacheKeys, type CacheKey } from "../../server/services/cache/cacheKeys";
import { changed, emptyOnChange } from "../../server/services/cache/changes";
import { READ_CACHE_SOURCES, ReadCache } from "../../server/services/cache/readCache";

/** Any text will do here: the cache does not read its keys. */
const key = (name: string) => name as CacheKey;

describe("ReadCache", () => {
  it("computes a figure once for requests that arrive together", async () => {
    const cache = new ReadCache(10_000);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { examsCreated: 7 };
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cache.get(
          cacheKeys.dashboardFigures({ exams: {}, bank: { id: "admin", schoolIds: "all" }, organization: undefined }),
          compute,
        ),
      ),
    );
    expect(computed).toBe(1);
    expect(answers.every((answer) => answer.examsCreated === 7)).toBe(true);
  });

  it("keeps figures per key until they are older than the limit or cleared", async () => {
    let now = 0;
    const cache = new ReadCache(10_000, () => now);
    let version = 0;
    const compute = async () => ++version;
    expect(await cache.get(key("a"), compute)).toBe(1);
    expect(await cache.get(key("b"), compute)).toBe(2);
    now = 9_999;
    expect(await cache.get(key("a"), compute)).toBe(1);
    now = 10_000;
    expect(await cache.get(key("a"), compute)).toBe(3);
    cache.clear();
    expect(await cache.get(key("a"), compute)).toBe(4);
    expect(await cache.get(key("b"), compute)).toBe(5);
  });

  it("does not keep a failure", async () => {
    const cache = new ReadCache(10_000);
    await expect(cache.get(key("a"), () => Promise.reject(new Error("banco fora")))).rejects.toThrow("banco fora");
    expect(await cache.get(key("a"), async () => 42)).toBe(42);
  });

  it("keeps at most its limit, dropping the expired and then the oldest", async () => {
    let now = 0;
    const cache = new ReadCache(10_000, () => now, 3);
    let version = 0;
    const compute = async () => ++version;
    await cache.get(key("a"), compute);
    now = 20_000;
    await cache.get(key("b"), compute);
    await cache.get(key("c"), compute);
    await cache.get(key("d"), compute);
    // "a" had expired: dropped, the others stay.
    expect(cache.size).toBe(3);
    expect(await cache.get(key("b"), compute)).toBe(2);
    await cache.get(key("e"), compute);
    // Nothing expired: the oldest ("b") gives way.
    expect(cache.size).toBe(3);
    expect(await cache.get(key("c"), compute)).toBe(3);
    expect(await cache.get(key("b"), compute)).toBe(6);
  });

  it("is emptied by an announced change to what it is computed from, and not by an ended session", async () => {
    const cache = new ReadCache(10_000);
    const stop = emptyOnChange(cache, READ_CACHE_SOURCES);
    try {
      let version = 0;
      const compute = async () => ++version;
      expect(await cache.get(key("a"), compute)).toBe(1);
      changed("sessions");
      expect(await cache.get(key("a"), compute)).toBe(1);
      changed("attempts");
      expect(await cache.get(key("a"), compute)).toBe(2);
    } finally {
      stop();
    }
    changed("exams");
    expect(cache.size).toBe(1);
  });
});
