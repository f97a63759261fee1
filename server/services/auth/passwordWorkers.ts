import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * bcrypt in worker threads, one per core (up to 4). bcryptjs is plain JavaScript: on the main
 * thread each sign-in's ~50 ms of hashing would take turns with every other request (a class
 * saving answers, a coordinator's lists); here sign-ins run beside them, on every core.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcryptPath);
parentPort.on("message", ({ id, password, hash, cost }) => {
  try {
    const result = hash === undefined ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

type Job = { password: string; hash?: string; cost?: number };
type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

class PasswordWorkerPool {
  private readonly workers: Array<{ worker: Worker; pending: Map<number, Pending> }> = [];
  private nextId = 0;
  private readonly bcryptPath = createRequire(import.meta.url).resolve("bcryptjs");

  constructor(private readonly size: number) {}

  run(job: Job): Promise<string | boolean> {
    const slot = this.leastBusy();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      // Busy, the worker keeps the process alive until it answers; idle, it does not.
      slot.worker.ref();
      slot.worker.postMessage({ id, ...job });
    });
  }

  private leastBusy() {
    if (this.workers.length < this.size) return this.start();
    return this.workers.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  private start() {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath: this.bcryptPath } });
    const slot = { worker, pending: new Map<number, Pending>() };
    worker.on("message", ({ id, result, error }: { id: number; result?: string | boolean; error?: string }) => {
      const pending = slot.pending.get(id);
      slot.pending.delete(id);
      if (slot.pending.size === 0) worker.unref();
      if (error !== undefined) pending?.reject(new Error(error));
      else pending?.resolve(result!);
    });
    // A worker that dies fails what it held; the next request starts a new one.
    worker.on("error", (error) => this.retire(slot, error));
    worker.on("exit", () => this.retire(slot, new Error("O processo de senhas terminou.")));
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

const pool = new PasswordWorkerPool(Math.max(1, Math.min(4, availableParallelism())));

export const hashInWorker = (password: string, cost: number) => pool.run({ password, cost }) as Promise<string>;
export const compareInWorker = (password: string, hash: string) => pool.run({ password, hash }) as Promise<boolean>;
