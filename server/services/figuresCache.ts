/**
 * Figures kept briefly: the dashboard's and reports' counts per caller's scope, and the totals of
 * the exam list and the bank search per filter. They are counts over the whole network (every
 * exam question, every answer handed in, every matching exam): computed on each visit they would
 * cost milliseconds to tens of milliseconds of database time per request, while the page itself
 * takes a fraction of that, and a school opens its dashboards and lists together.
 *
 * - Requests arriving while a figure is being computed wait for that one computation.
 * - A change made through this server drops every kept figure, so what a user just did shows on
 *   their next visit; changes from another instance or by the application clock show within `ttlMs`.
 */
export class FiguresCache {
  private readonly entries = new Map<string, { storedAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.storedAt < this.ttlMs) return kept.value as Promise<T>;
    const value = compute();
    this.entries.set(key, { storedAt: this.now(), value });
    // A failure is answered to the requests that shared it, never kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
