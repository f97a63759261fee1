import { parentPort } from "node:worker_threads";
import { decodePhoto, parsePgm, UnreadableFile } from "./decodeImage";
import type { GrayImage } from "../../../shared/omr/grayImage";
import { locateSheet, PX_PER_MM } from "./locateSheet";
import { readMarks, type SheetLayout } from "./readMarks";

/**
 * The mark reader's thread (readerPool.ts): decoding a photo, finding the sheet and reading its
 * bubbles take a few hundred milliseconds of arithmetic each, which on the main thread would hold
 * every other request of the server.
 */

export type ReaderJob =
  | { id: number; kind: "locate"; photo?: Uint8Array; pgm?: Uint8Array }
  | { id: number; kind: "read"; sheet: GrayImage; layout: SheetLayout };

async function run(job: ReaderJob) {
  if (job.kind === "read") return { marks: readMarks(job.sheet, PX_PER_MM, job.layout) };
  const image = job.photo ? await decodePhoto(Buffer.from(job.photo)) : parsePgm(Buffer.from(job.pgm!));
  const located = locateSheet(image);
  return { located };
}

parentPort?.on("message", (job: ReaderJob) => {
  run(job).then(
    (result) => {
      const transfer = result.located ? [result.located.sheet.data.buffer as ArrayBuffer] : [];
      parentPort!.postMessage({ id: job.id, result }, transfer);
    },
    (error: unknown) =>
      parentPort!.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
        unreadable: error instanceof UnreadableFile,
      }),
  );
});
