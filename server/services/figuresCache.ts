/**
 * Figures kept briefly: the dashboard's and reports' counts per caller's scope, the totals of the
 * exam list and of the bank per filter, and the order of an exam list or a bank search (its first
 * matches in order, of which every page is a slice). Each is work over the whole network (every
 * exam question, every answer handed in, every matching item): computed on each visit it would
 * cost milliseconds to tens of milliseconds of database time per request, while the page itself
 * takes a fraction of that, and a school opens its dashboards, lists and searches together.
 *
 * - Requests arriving while a figure is being computed wait for that one computation.
 * - A change made through this server drops every kept figure, so what a user just did shows on
 *   their next visit; changes from another instance or by the application clock show within `ttlMs`.
 * - At most `maxEntries` are kept (every search is one): past that, the expired go first, then
 *   the oldest, so memory stays bounded however many different searches a day brings.
 */
export class FiguresCache {
  private readonly entries = new Map<string, { storedAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 500,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.storedAt < this.ttlMs) return kept.value as Promise<T>;
    const value = compute();
    // Deleted first so that a renewed figure moves to the end of the insertion order.
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
