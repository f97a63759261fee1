import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BASE_SHEETS, renderBaseSheets } from "./baseSheets";
import { CONDITIONS, scanPdf, type Medium } from "./conditions";
import { createRng } from "./corpus/random";
import { fillSheet, type SheetTruth } from "./fillSheet";

/**
 * The corpus on disk: every sheet's file (a scan's one-page PDF, a photo's JPEG) and its truth,
 * built once and kept (it takes minutes) under the system's temporary folder, named by
 * CORPUS_VERSION: change the version when the sheets, marks or conditions change.
 */

export const CORPUS_VERSION = 2;
/** 45 sheets of each of the 12 conditions: 540 in all; fewer for a quick look (OMR_CORPUS_SIZE). */
export const SHEETS_PER_CONDITION = Number(process.env.OMR_CORPUS_SIZE ?? 45);

export interface CorpusItem {
  file: string;
  medium: Medium;
  condition: string;
  base: string;
  truth: SheetTruth;
}

export const corpusFolder = () => join(tmpdir(), `avaliacoes-omr-corpus-v${CORPUS_VERSION}-${SHEETS_PER_CONDITION}`);

export async function loadCorpus(log: (line: string) => void = () => {}): Promise<CorpusItem[]> {
  const folder = corpusFolder();
  const index = join(folder, "corpus.json");
  if (existsSync(index)) return JSON.parse(readFileSync(index, "utf8"));
  mkdirSync(folder, { recursive: true });
  log("Corpus: desenhando os cartões-resposta…");
  const bases = await renderBaseSheets();
  const items: CorpusItem[] = [];
  const total = CONDITIONS.length * SHEETS_PER_CONDITION;
  for (let number = 0; number < total; number++) {
    const condition = CONDITIONS[number % CONDITIONS.length];
    const base = bases[Math.floor(number / CONDITIONS.length) % bases.length];
    const rng = createRng(`corpus-${CORPUS_VERSION}-${number}`);
    const { image, truth } = fillSheet(base.image, base.frame, base.data, rng.fork());
    const bytes = await condition.make(image, rng.fork());
    const file = `${String(number).padStart(4, "0")}.${condition.medium === "scan" ? "pdf" : "jpg"}`;
    writeFileSync(join(folder, file), condition.medium === "scan" ? await scanPdf([bytes]) : bytes);
    if (condition.medium === "scan") writeFileSync(join(folder, `${file}.jpg`), bytes);
    items.push({ file, medium: condition.medium, condition: condition.name, base: base.name, truth });
    if ((number + 1) % 50 === 0) log(`Corpus: ${number + 1} de ${total} cartões`);
  }
  writeFileSync(index, JSON.stringify(items));
  return items;
}

export const baseData = (name: string) => BASE_SHEETS.find((sheet) => sheet.name === name)!.data;
