import { Worker } from "node:worker_threads";

/**
 * Work in worker threads, a few at most, each job going to the least busy one. A job is posted
 * with an `id` and answered by `{ id, result }` or `{ id, error }`. Busy, a worker keeps the process
 * alive until it answers; idle, it does not. A worker that dies fails the jobs it held, and the
 * next job starts a new one.
 */

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
export interface WorkerAnswer {
  id: number;
  result?: unknown;
  error?: string;
}

export class WorkerPool {
  private readonly workers: Array<{ worker: Worker; pending: Map<number, Pending> }> = [];
  private nextId = 0;

  /**
   * @param start makes a new worker
   * @param lost what a job is told when its worker dies
   * @param failure the error for an answer that carries one (a worker may say more than the message)
   */
  constructor(
    private readonly size: number,
    private readonly start: () => Worker,
    private readonly lost: string,
    private readonly failure: (answer: WorkerAnswer) => Error = (answer) => new Error(answer.error),
  ) {}

  run<T>(job: object, transfer: ArrayBuffer[] = []): Promise<T> {
    const slot = this.leastBusy();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      slot.worker.ref();
      slot.worker.postMessage({ id, ...job }, transfer);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.splice(0).map((slot) => slot.worker.terminate()));
  }

  private leastBusy() {
    if (this.workers.length < this.size) return this.started();
    return this.workers.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  private started() {
    const worker = this.start();
    const slot = { worker, pending: new Map<number, Pending>() };
    worker.on("message", (answer: WorkerAnswer) => {
      const pending = slot.pending.get(answer.id);
      slot.pending.delete(answer.id);
      if (slot.pending.size === 0) worker.unref();
      if (answer.error !== undefined) pending?.reject(this.failure(answer));
      else pending?.resolve(answer.result);
    });
    worker.on("error", (error) => this.retire(slot, error));
    worker.on("exit", () => this.retire(slot, new Error(this.lost)));
    worker.unref();
    this.workers.push(slot);
    return slot;
  }

  private retire(slot: (typeof this.workers)[number], error: Error) {
    const index = this.workers.indexOf(slot);
    if (index >= 0) this.workers.splice(index, 1);
    for (const pending of slot.pending.values()) pending.reject(error);
    slot.pending.clear();
  }
}
