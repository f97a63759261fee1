/**
 * `npx tsx scripts/omr/fixtures.ts`: copies a small fixed subset of the corpus into
 * tests/fixtures/omr/ (one sheet of most conditions, each file under 700 KB) with what the reader
 * reads on each today, checked against the truth: the recognition test then holds the reader to
 * exactly these readings.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pdfPagePgm } from "../../server/services/omr/decodeImage";
import { closeReaders, locateInWorker, readInWorker } from "../../server/services/omr/readerPool";
import { baseData, corpusFolder, loadCorpus, type CorpusItem } from "./corpusFiles";

const OUT = join(import.meta.dirname, "../../tests/fixtures/omr");
const MAX_BYTES = 700 * 1024;

async function main() {
  const items = await loadCorpus((line) => console.log(line));
  // One sheet of each condition, on each kind of sheet in turn (a short test, the 45 and 90, four options, the generic).
  const chosen = new Map<string, CorpusItem>();
  const conditions = [...new Set(items.map((item) => item.condition))];
  const bases = [...new Set(items.map((item) => item.base))];
  for (const item of items) {
    const wantedBase = bases[conditions.indexOf(item.condition) % bases.length];
    const size = statSync(join(corpusFolder(), item.file)).size;
    if (!chosen.has(item.condition) && item.base === wantedBase && size <= MAX_BYTES) chosen.set(item.condition, item);
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const expected = [];
  for (const item of chosen.values()) {
    const source = join(corpusFolder(), item.file);
    const located = await locateInWorker(
      item.medium === "scan" ? { pgm: await pdfPagePgm(source, 1) } : { photo: readFileSync(source) },
    );
    const data = baseData(item.base);
    const layout = { questions: data.questions, generic: data.student ? null : { versionChoices: data.versionChoices } };
    const marks = await readInWorker(located!.sheet, layout);
    for (const truth of item.truth.questions) {
      const reading = marks.questions.find((question) => question.questionNumber === truth.questionNumber)!;
      const right = reading.state === truth.expected && (truth.expected !== "one" || reading.read === truth.letter);
      if (!right && reading.state !== "doubtful") throw new Error(`${item.file}: questão ${truth.questionNumber} lida errada`);
    }
    const name = `${item.condition
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^\w]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase()}.${item.medium === "scan" ? "pdf" : "jpg"}`;
    copyFileSync(source, join(OUT, name));
    expected.push({
      file: name,
      condition: item.condition,
      code: located!.code,
      layout,
      studentNumber: marks.studentNumber?.digits ?? null,
      truth: item.truth.questions.map(({ questionNumber, expected, letter }) => ({ questionNumber, expected, letter })),
      readings: marks.questions.map(({ questionNumber, state, read }) => ({ questionNumber, state, read })),
    });
  }
  writeFileSync(join(OUT, "expected.json"), `${JSON.stringify(expected, null, 1)}\n`);
  console.log(`${expected.length} cartões em ${OUT}`);
  await closeReaders();
}

await main();
