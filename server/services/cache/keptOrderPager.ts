import type { CacheKey } from "./cacheKeys";
import type { ReadCache } from "./readCache";

/** A list paged through its kept order: the exam list (a page as JSON text) and the bank's (an array of items). */
export interface KeptOrderList<Page> {
  /** Where its order is kept. */
  orderKey: CacheKey;
  /** How many of its first ids are kept: more than the pages a screen goes through. */
  kept: number;
  /** Its first `count` ids, in its order. */
  firstIds: (count: number) => Promise<string[]>;
  /** The items of these ids in this order; one removed meanwhile is left out. */
  itemsByIds: (ids: string[]) => Promise<Page>;
  /** The asked page ordered and read on its own, for a page past the kept ids. */
  pageBeyond: () => Promise<Page>;
}

/**
 * One page of a list. Its first `kept` ids in order, and one more to tell whether it goes on, are
 * read once and kept in the ReadCache; a page within them is a slice, so paging reads only that
 * page's items. A page reaching past them, when the list does go on, is read on its own.
 *
 * `matches` is how many of the kept ids the list has (all its matches unless `goesOn`).
 */
export async function keptOrderPage<Page>(
  cache: ReadCache,
  list: KeptOrderList<Page>,
  page: { page: number; pageSize: number },
): Promise<{ items: Page; matches: number; goesOn: boolean }> {
  const order = await cache.get(list.orderKey, () => list.firstIds(list.kept + 1));
  const goesOn = order.length > list.kept;
  const first = (page.page - 1) * page.pageSize;
  const items =
    goesOn && first + page.pageSize > list.kept
      ? await list.pageBeyond()
      : await list.itemsByIds(order.slice(first, first + page.pageSize));
  return { items, matches: Math.min(order.length, list.kept), goesOn };
}
