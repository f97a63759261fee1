import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { UnreadableFile } from "./decodeImage";
import type { GrayImage } from "./image";
import type { LocatedSheet } from "./locateSheet";
import type { MarksReading, SheetLayout } from "./readMarks";
import type { ReaderJob } from "./worker";

/**
 * Worker threads for the mark reader, one per core up to two, so reading a pile of scans never
 * holds the server's other requests. The built server runs the bundled worker (omrWorker.js, see
 * package.json's build:server); from the sources (tests, development) the worker's TypeScript runs
 * through tsx.
 */

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type JobInput = ReaderJob extends infer J ? (J extends { id: number } ? Omit<J, "id"> : never) : never;

const fromSources = import.meta.url.endsWith(".ts");

/** The worker: the bundled file, or the sources loaded through tsx (which a worker's execArgv cannot register). */
function newWorker(): Worker {
  if (!fromSources) return new Worker(new URL("./omrWorker.js", import.meta.url));
  // tsx's ES module entry (its require entry would register the hooks wrongly in a worker).
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(manifest, "utf8"));
  const tsx = pathToFileURL(join(dirname(manifest), exports["./esm/api"].import.default)).href;
  const worker = new URL("./worker.ts", import.meta.url).href;
  const source = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(source, { eval: true });
}

class ReaderPool {
  private readonly workers: Array<{ worker: Worker; pending: Map<number, Pending> }> = [];
  private nextId = 0;

  constructor(private readonly size: number) {}

  run<T>(job: JobInput, transfer: ArrayBuffer[] = []): Promise<T> {
    const slot = this.leastBusy();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      slot.worker.ref();
      slot.worker.postMessage({ id, ...job }, transfer);
    });
  }

  private leastBusy() {
    if (this.workers.length < this.size) return this.start();
    return this.workers.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  private start() {
    const worker = newWorker();
    const slot = { worker, pending: new Map<number, Pending>() };
    worker.on(
      "message",
      ({ id, result, error, unreadable }: { id: number; result?: unknown; error?: string; unreadable?: boolean }) => {
        const pending = slot.pending.get(id);
        slot.pending.delete(id);
        if (slot.pending.size === 0) worker.unref();
        if (error !== undefined) pending?.reject(unreadable ? new UnreadableFile(error) : new Error(error));
        else pending?.resolve(result);
      },
    );
    // A worker that dies fails what it held; the next job starts a new one.
    worker.on("error", (error) => this.retire(slot, error));
    worker.on("exit", () => this.retire(slot, new Error("O leitor de cartões terminou.")));
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

  async close() {
    await Promise.all(this.workers.splice(0).map((slot) => slot.worker.terminate()));
  }
}

const pool = new ReaderPool(Math.max(1, Math.min(2, availableParallelism())));

/** Finds the sheet in a photo (JPEG, PNG…) or a PDF page drawn as PGM; null when there is none. */
export async function locateInWorker(input: { photo: Buffer } | { pgm: Buffer }): Promise<LocatedSheet | null> {
  const bytes = "photo" in input ? input.photo : input.pgm;
  const copy = new Uint8Array(bytes);
  const job = "photo" in input ? { kind: "locate" as const, photo: copy } : { kind: "locate" as const, pgm: copy };
  const { located } = await pool.run<{ located: LocatedSheet | null }>(job, [copy.buffer]);
  return located;
}

/** Reads the bubbles of a sheet found by locateInWorker. */
export async function readInWorker(sheet: GrayImage, layout: SheetLayout): Promise<MarksReading> {
  const { marks } = await pool.run<{ marks: MarksReading }>({ kind: "read", sheet, layout });
  return marks;
}

export const closeReaders = () => pool.close();
