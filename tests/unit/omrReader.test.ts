import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pdfPagePgm, UnreadableFile } from "../../server/services/omr/decodeImage";
import { closeReaders, locateInWorker, readInWorker } from "../../server/services/omr/readerPool";
import type { SheetLayout } from "../../server/services/omr/readMarks";

/**
 * The mark reader against a fixed subset of the corpus (scripts/omr/fixtures.ts): the app's own
 * answer sheets, filled as students fill them, scanned and photographed. Each sheet must be found,
 * its QR code read, and every question read exactly as recorded: never a wrong answer reported as
 * certain, and what went to review stays in review.
 */

interface Fixture {
  file: string;
  condition: string;
  code: string | null;
  layout: SheetLayout;
  studentNumber: string | null;
  truth: Array<{ questionNumber: number; expected: string; letter: string | null }>;
  readings: Array<{ questionNumber: number; state: string; read: string | null }>;
}

const folder = join(import.meta.dirname, "../fixtures/omr");
const fixtures: Fixture[] = JSON.parse(readFileSync(join(folder, "expected.json"), "utf8"));

afterAll(() => closeReaders());

describe("the mark reader on the corpus subset", () => {
  it.each(fixtures.map((fixture) => [fixture.condition, fixture] as const))("reads %s", async (_condition, fixture) => {
    const path = join(folder, fixture.file);
    const located = await locateInWorker(
      fixture.file.endsWith(".pdf") ? { pgm: await pdfPagePgm(path, 1) } : { photo: readFileSync(path) },
    );
    expect(located).not.toBeNull();
    expect(located!.code).toBe(fixture.code);
    const marks = await readInWorker(located!.sheet, fixture.layout);
    expect(marks.questions.map(({ questionNumber, state, read }) => ({ questionNumber, state, read }))).toEqual(fixture.readings);
    expect(marks.studentNumber?.digits ?? null).toBe(fixture.studentNumber);
    // And against the truth: every reading is right or sent to review.
    for (const truth of fixture.truth) {
      const reading = fixture.readings.find((each) => each.questionNumber === truth.questionNumber)!;
      if (reading.state === "doubtful") continue;
      expect({ questionNumber: truth.questionNumber, state: reading.state, read: reading.read }).toEqual({
        questionNumber: truth.questionNumber,
        state: truth.expected,
        read: truth.letter,
      });
    }
  });

  it("trusts no mark of a sheet whose bubbles are not where its markers say", async () => {
    const fixture = fixtures.find((each) => each.file.endsWith(".pdf"))!;
    const located = await locateInWorker({ pgm: await pdfPagePgm(join(folder, fixture.file), 1) });
    const { width, height, data } = located!.sheet;
    // The sheet moved 5 mm (30 px) to the right, as a wrong square taken for a marker would move it.
    const moved = new Uint8Array(width * height).fill(255);
    for (let row = 0; row < height; row++) moved.set(data.subarray(row * width, (row + 1) * width - 30), row * width + 30);
    expect((await readInWorker(located!.sheet, fixture.layout)).aligned).toBe(true);
    expect((await readInWorker({ width, height, data: moved }, fixture.layout)).aligned).toBe(false);
  });

  it("finds no sheet on a page that is not one", async () => {
    const pgm = Buffer.concat([Buffer.from("P5\n400 566\n255\n"), Buffer.alloc(400 * 566, 250)]);
    expect(await locateInWorker({ pgm })).toBeNull();
  });

  it("says a corrupt photo is unreadable, without harming the reader", async () => {
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await expect(locateInWorker({ photo: corrupt })).rejects.toBeInstanceOf(UnreadableFile);
    const pgm = Buffer.concat([Buffer.from("P5\n40 56\n255\n"), Buffer.alloc(40 * 56, 250)]);
    expect(await locateInWorker({ pgm })).toBeNull();
  });
});
