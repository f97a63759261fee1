import { describe, expect, it } from "vitest";
import { cacheKeys } from "../../server/services/cache/cacheKeys";
import { keptOrderPage, type KeptOrderList } from "../../server/services/cache/keptOrderPager";
import { ReadCache } from "../../server/services/cache/readCache";

/** A list of `length` ids ("1", "2", ...) with `kept` kept, counting what each page reads. */
function list(length: number, kept: number) {
  const ids = Array.from({ length }, (_, index) => String(index + 1));
  const reads = { orders: 0, beyond: 0 };
  const source: KeptOrderList<string[]> = {
    orderKey: cacheKeys.bankListOrder({ subject: `lista de ${length}`, viewer: { id: "leitor", schoolIds: "all" } }),
    kept,
    firstIds: async (count) => {
      reads.orders += 1;
      return ids.slice(0, count);
    },
    itemsByIds: async (wanted) => wanted.map((id) => `item ${id}`),
    pageBeyond: async () => {
      reads.beyond += 1;
      return ["lido à parte"];
    },
  };
  return { source, reads };
}

describe("keptOrderPage", () => {
  it("reads the order once and answers every page within it as a slice", async () => {
    const cache = new ReadCache(10_000);
    const { source, reads } = list(25, 10);
    const first = await keptOrderPage(cache, source, { page: 1, pageSize: 4 });
    const second = await keptOrderPage(cache, source, { page: 2, pageSize: 4 });
    expect(first).toEqual({ items: ["item 1", "item 2", "item 3", "item 4"], matches: 10, goesOn: true });
    expect(second.items).toEqual(["item 5", "item 6", "item 7", "item 8"]);
    expect(reads).toEqual({ orders: 1, beyond: 0 });
  });

  it("reads a page past the kept order on its own only when the list goes on", async () => {
    const cache = new ReadCache(10_000);
    const long = list(25, 10);
    expect((await keptOrderPage(cache, long.source, { page: 3, pageSize: 4 })).items).toEqual(["lido à parte"]);
    expect(long.reads).toEqual({ orders: 1, beyond: 1 });

    const short = list(9, 10);
    const past = await keptOrderPage(cache, short.source, { page: 3, pageSize: 4 });
    expect(past).toEqual({ items: ["item 9"], matches: 9, goesOn: false });
    expect((await keptOrderPage(cache, short.source, { page: 4, pageSize: 4 })).items).toEqual([]);
    expect(short.reads).toEqual({ orders: 1, beyond: 0 });
  });
});
