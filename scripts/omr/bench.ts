/**
 * `npm run bench:omr`: the mark reader against the corpus (corpusFiles.ts: the app's own answer
 * sheets filled the ways students fill them, scanned and photographed the ways schools do), and its
 * speed: a 100-page scanned PDF, and a phone photo read on the server; and the built server's peak
 * memory while it takes a 200-page PDF and a 12 MP photo (memory.ts; `npm run build` first). Prints
 * the tables by condition and by kind of mark; exits 1 when a target is missed.
 */
import { rmSync, readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pdfPagePgm } from "../../server/services/omr/decodeImage";
import { closeReaders, locateInWorker, readInWorker } from "../../server/services/omr/readerPool";
import { scanPdf } from "./conditions";
import { measureMemory } from "./memory";
import { baseData, corpusFolder, loadCorpus, type CorpusItem } from "./corpusFiles";
import { emptyTally, scoreSheet, type Tally, type WrongCase } from "./score";

/**
 * How much the server may grow while it takes and reads the largest uploads, over what it holds
 * idle (the embedded database holds most of that): one file, two pages and their pictures at a time.
 */
const GROWTH_MB = 400;

async function readItem(item: CorpusItem) {
  const file = join(corpusFolder(), item.file);
  const located = await locateInWorker(
    item.medium === "scan" ? { pgm: await pdfPagePgm(file, 1) } : { photo: readFileSync(file) },
  );
  if (!located) return null;
  const data = baseData(item.base);
  const layout = { questions: data.questions, generic: data.student ? null : { versionChoices: data.versionChoices } };
  const marks = await readInWorker(located.sheet, layout);
  return marks.aligned ? { code: located.code, marks } : null;
}

/** Runs `work` over the items two at a time (one per reader thread). */
async function inPairs<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(2).replace(".", ",")} %` : "—");

function table(title: string, rows: Array<[string, Tally]>) {
  console.log(`\n### ${title}\n`);
  console.log("| | cartões | não achados | QR não lido | questões | lidas certo | para revisão | erradas dadas como certas |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const [name, t] of rows) {
    console.log(
      `| ${name} | ${t.sheets || ""} | ${t.sheets ? t.sheetsNotFound : ""} | ${t.sheets ? t.codesUnread : ""} | ${t.questions} | ${percent(t.right, t.questions)} | ${percent(t.review, t.questions)} | ${t.wrongCertain} |`,
    );
  }
}

async function speed(items: CorpusItem[]) {
  const scans = items.filter((item) => item.medium === "scan").slice(0, 100);
  const jpegs = scans.map((item) => readFileSync(join(corpusFolder(), `${item.file}.jpg`)));
  const folder = mkdtempSync(join(tmpdir(), "omr-speed-"));
  try {
    const file = join(folder, "pilha.pdf");
    writeFileSync(file, await scanPdf(jpegs));
    const started = performance.now();
    const pages = Array.from({ length: scans.length }, (_, index) => index + 1);
    await inPairs(pages, async (page) => {
      const located = await locateInWorker({ pgm: await pdfPagePgm(file, page) });
      const data = baseData(scans[page - 1].base);
      if (located)
        await readInWorker(located.sheet, {
          questions: data.questions,
          generic: data.student ? null : { versionChoices: data.versionChoices },
        });
    });
    const perMinute = (scans.length / ((performance.now() - started) / 1000)) * 60;
    const photos = items.filter((item) => item.condition === "foto 12 MP").slice(0, 15);
    const times: number[] = [];
    for (const item of photos) {
      const begun = performance.now();
      await readItem(item);
      times.push(performance.now() - begun);
    }
    times.sort((a, b) => a - b);
    return { perMinute, photoMs: times[Math.floor(times.length / 2)], pages: scans.length };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main() {
  const items = await loadCorpus((line) => console.log(line));
  const byCondition = new Map<string, Tally>();
  const byMark = new Map<string, Tally>();
  const scans = emptyTally();
  const photos = emptyTally();
  const wrong: WrongCase[] = [];
  let done = 0;
  await inPairs(items, async (item) => {
    const result = await readItem(item);
    const tally = byCondition.get(item.condition) ?? emptyTally();
    byCondition.set(item.condition, tally);
    scoreSheet(item, baseData(item.base).code, result, tally, byMark, wrong);
    scoreSheet(item, baseData(item.base).code, result, item.medium === "scan" ? scans : photos, new Map(), []);
    if (++done % 100 === 0) console.log(`Lidos ${done} de ${items.length}`);
  });
  table("Por condição", [...byCondition.entries(), ["**digitalizações**", scans], ["**fotos**", photos]]);
  table(
    "Por tipo de marca",
    [...byMark.entries()].sort((a, b) => b[1].questions - a[1].questions),
  );
  if (wrong.length > 0) {
    console.log("\nErradas dadas como certas:");
    for (const each of wrong.slice(0, 40))
      console.log(`  ${each.file} questão ${each.questionNumber}: esperado ${each.expected}, lido ${each.read} (${each.marks})`);
  }
  const { perMinute, photoMs, pages } = await speed(items);
  await closeReaders();
  const memory = await measureMemory(items);
  console.log("\n### Memória do servidor (pico do processo, com as threads de leitura)\n");
  console.log("| Envio | antes | pico | acréscimo | lido em |\n|---|---:|---:|---:|---:|");
  for (const row of memory)
    console.log(
      `| ${row.name} | ${row.before.toFixed(0)} MB | ${row.peak.toFixed(0)} MB | ${(row.peak - row.before).toFixed(0)} MB | ${row.seconds.toFixed(1)} s |`,
    );
  const targets = [
    ["digitalizações: lidas certo", percent(scans.right, scans.questions), "≥ 99,9 %", scans.right / scans.questions >= 0.999],
    ["digitalizações: erradas dadas como certas", String(scans.wrongCertain), "0", scans.wrongCertain === 0],
    [
      "fotos: lidas certo ou para revisão",
      percent(photos.right + photos.review, photos.questions),
      "≥ 99,5 %",
      (photos.right + photos.review) / photos.questions >= 0.995,
    ],
    ["fotos: erradas dadas como certas", String(photos.wrongCertain), "0", photos.wrongCertain === 0],
    ["fotos: para revisão", percent(photos.review, photos.questions), "≤ 2 %", photos.review / photos.questions <= 0.02],
    [`PDF digitalizado de ${pages} páginas`, `${perMinute.toFixed(0)} cartões/min`, "≥ 60 cartões/min", perMinute >= 60],
    ["foto do celular lida no servidor (12 MP, mediana)", `${photoMs.toFixed(0)} ms`, "< 1 s", photoMs < 1000],
    ...memory.map(
      (row) =>
        [
          `memória do servidor: acréscimo com ${row.name}`,
          `${(row.peak - row.before).toFixed(0)} MB (pico ${row.peak.toFixed(0)} MB)`,
          `< ${GROWTH_MB} MB`,
          row.peak - row.before < GROWTH_MB,
        ] as const,
    ),
  ] as const;
  console.log("\n### Metas\n\n| Medida | Resultado | Meta |\n|---|---|---|");
  for (const [name, value, target, met] of targets) console.log(`| ${name} | ${value} | ${target} ${met ? "✅" : "❌"} |`);
  process.exitCode = targets.every((target) => target[3]) ? 0 : 1;
}

await main();
