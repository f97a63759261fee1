import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { UnreadableFile } from "./decodeImage";
import type { GrayImage } from "../../../shared/omr/grayImage";
import type { LocatedSheet } from "./locateSheet";
import type { MarksReading, SheetLayout } from "./readMarks";
import type { ReaderJob } from "./worker";
import { WorkerPool, type WorkerAnswer } from "../common/workerPool";

/**
 * Worker threads for the mark reader, one per core up to two, so reading a pile of scans never
 * holds the server's other requests. The built server runs the bundled worker (omrWorker.js, see
 * package.json's build:server); from the sources (tests, development) the worker's TypeScript runs
 * through tsx.
 */

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

const pool = new WorkerPool(
  Math.max(1, Math.min(2, availableParallelism())),
  newWorker,
  "O leitor de cartões terminou.",
  (answer) =>
    (answer as WorkerAnswer & { unreadable?: boolean }).unreadable ? new UnreadableFile(answer.error) : new Error(answer.error),
);
const run = <T>(job: JobInput, transfer?: ArrayBuffer[]) => pool.run<T>(job, transfer);

/** Finds the sheet in a photo (JPEG, PNG…) or a PDF page drawn as PGM; null when there is none. */
export async function locateInWorker(input: { photo: Buffer } | { pgm: Buffer }): Promise<LocatedSheet | null> {
  const bytes = "photo" in input ? input.photo : input.pgm;
  const copy = new Uint8Array(bytes);
  const job = "photo" in input ? { kind: "locate" as const, photo: copy } : { kind: "locate" as const, pgm: copy };
  const { located } = await run<{ located: LocatedSheet | null }>(job, [copy.buffer]);
  return located;
}

/** Reads the bubbles of a sheet found by locateInWorker. */
export async function readInWorker(sheet: GrayImage, layout: SheetLayout): Promise<MarksReading> {
  const { marks } = await run<{ marks: MarksReading }>({ kind: "read", sheet, layout });
  return marks;
}

export const closeReaders = () => pool.close();
