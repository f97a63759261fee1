import type { Change } from "./changes";
import type { CacheKey } from "./cacheKeys";

/**
 * What the server keeps briefly of what it reads: the dashboard's and reports' figures per
 * caller's scope, and the kept orders of the exam list and of the bank (a list's first matches
 * in order, of which every page is a slice) with their totals. Each is work over the whole
 * network (every exam question, every answer handed in, every matching item): computed on each
 * visit it would cost milliseconds to tens of milliseconds of database time per request, while
 * the page itself takes a fraction of that, and a school opens its dashboards, lists and searches
 * together.
 *
 * - Entries are found by the keys of cacheKeys.ts, the one place they are built.
 * - Requests arriving while an entry is being computed wait for that one computation.
 * - One per app, handed by the routes (RouteContext.readCache) to the services that read through
 *   it. Services that write never hold it: they announce what they changed through changes.ts,
 *   and it empties itself on READ_CACHE_SOURCES, whether a request, the application clock or
 *   anything else in this process wrote, so what was just done shows on the next read, on every
 *   instance (changeBroadcast.ts).
 * - At most `maxEntries` are kept (every search is one): past that, the expired go first, then
 *   the oldest, so memory stays bounded however many different searches a day brings.
 */
export class ReadCache {
  private readonly entries = new Map<CacheKey, { storedAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 500,
  ) {}

  private onRead?: (hit: boolean) => void;

  /** Tells `listener` of every read, whether it was kept (the metrics' hits and misses). */
  countReads(listener: (hit: boolean) => void): void {
    this.onRead = listener;
  }

  get<T>(key: CacheKey, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    const hit = kept !== undefined && this.now() - kept.storedAt < this.ttlMs;
    this.onRead?.(hit);
    if (hit) return kept.value as Promise<T>;
    const value = compute();
    // Deleted first so that a renewed entry moves to the end of the insertion order.
    this.entries.delete(key);
    this.entries.set(key, { storedAt: this.now(), value });
    if (this.entries.size > this.maxEntries) this.makeRoom();
    // A failure is answered to the requests that shared it, never kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private makeRoom(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (now - entry.storedAt >= this.ttlMs) this.entries.delete(key);
    }
    // Insertion order is age order: the first keys are the oldest.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

/**
 * What the entries are computed from: the figures count exams, their questions, applications,
 * handed-in answers, bank items, this year's classes and active users; the kept orders read
 * exams and bank items (and which bank items an exam holds). Only an ended session leaves them
 * as they are.
 */
export const READ_CACHE_SOURCES: readonly Change[] = [
  "exams",
  "questionBank",
  "applications",
  "attempts",
  "organizations",
  "users",
];
