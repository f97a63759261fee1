import type { InterchangeImportFormat } from "../../../shared/interchange/formats";
import { writeGift } from "../../../server/services/interchange/gift/write";
import { writeMoodleXml } from "../../../server/services/interchange/moodle/write";
import { timed } from "./fileCalls";
import { BENCH_BANK_QUESTIONS, benchBank } from "./interchangeBank";
import type { ReportRow } from "./report";

const IMPORT_QUESTIONS = BENCH_BANK_QUESTIONS;
const IMPORT_TARGET_S = 10;
const EXPORT_QUESTIONS = 1000;
const EXPORT_TARGET_S = 5;
/**
 * The longest another caller may wait while an import runs: an import must not stall the server.
 * The readers take turns every 20 ms of work (`npm run bench:interchange-stall` measures them alone).
 */
const STALL_TARGET_MS = 200;

/**
 * The longest `GET /api/health` takes, asked again and again while `work` runs: how long an import
 * holds up everyone else's requests.
 */
async function longestWaitDuring<T>(base: string, work: () => Promise<T>): Promise<{ value: T; longestMs: number }> {
  let running = true;
  let longestMs = 0;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
      longestMs = Math.max(longestMs, performance.now() - started);
    }
  })();
  try {
    return { value: await work(), longestMs };
  } finally {
    running = false;
    await probe;
  }
}

async function importFile(base: string, token: string, bytes: Buffer, name: string, format: InterchangeImportFormat) {
  const form = new FormData();
  form.set("type", format);
  form.set("subject", "Matemática");
  form.set("grade", "9º ano");
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${base}/api/question-bank/bulk-import`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { imported: number; errors: string[] } };
}

/** The caller's newest bank items' ids, `count` of them, through the list's pages. */
async function ownItemIds(base: string, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page++) {
    const response = await fetch(`${base}/api/question-bank?origin=mine&pageSize=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const items = (await response.json()) as Array<{ id: string }>;
    if (items.length === 0) break;
    ids.push(...items.map((item) => item.id));
  }
  return ids.slice(0, count);
}

/**
 * Questions in and out (docs/product.md#22-question-interchange): 5,000 questions from a Moodle XML
 * file and from a GIFT file into the bank, each as one upload; then 1,000 bank questions out as a
 * QTI 3.0 package.
 */
export async function measureInterchange(base: string, token: string): Promise<ReportRow[]> {
  const bank = benchBank(IMPORT_QUESTIONS);
  const files = [
    { format: "moodle-xml" as const, label: "Moodle XML", name: "banco.xml", bytes: (await writeMoodleXml(bank, "Banco")).bytes },
    { format: "gift" as const, label: "GIFT", name: "banco.gift", bytes: (await writeGift(bank, "Banco")).bytes },
  ];
  const rows: ReportRow[] = [];
  for (const file of files) {
    const {
      value: { value, seconds },
      longestMs,
    } = await longestWaitDuring(base, () => timed(() => importFile(base, token, file.bytes, file.name, file.format)));
    const imported = value.status === 200 && value.body.imported === IMPORT_QUESTIONS;
    rows.push({
      name: `Importação ${file.label} (${IMPORT_QUESTIONS.toLocaleString("pt-BR")} questões, ${(file.bytes.length / 1024).toFixed(0)} KB)`,
      app: `${seconds.toFixed(2)} s · ${value.body.imported} importadas${value.body.errors?.length ? ` · **${value.body.errors.length} erros**` : ""}`,
      ratio: `${((100 * seconds) / IMPORT_TARGET_S).toFixed(0)} % da meta`,
      target: `< ${IMPORT_TARGET_S} s`,
      met: imported && seconds < IMPORT_TARGET_S,
    });
    rows.push({
      name: `Outras chamadas durante a importação ${file.label} (maior espera de GET /api/health)`,
      app: `${longestMs.toFixed(0)} ms`,
      ratio: `${((100 * longestMs) / STALL_TARGET_MS).toFixed(0)} % da meta`,
      target: `< ${STALL_TARGET_MS} ms`,
      met: longestMs < STALL_TARGET_MS,
    });
  }
  const ids = await ownItemIds(base, token, EXPORT_QUESTIONS);
  const { value, seconds } = await timed(async () => {
    const response = await fetch(`${base}/api/question-bank/export`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ ids, format: "qti" }),
    });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  });
  rows.push({
    name: `Exportação QTI 3.0 (${ids.length.toLocaleString("pt-BR")} questões do banco)`,
    app: `${seconds.toFixed(2)} s · ${(value.bytes.length / 1024).toFixed(0)} KB`,
    ratio: `${((100 * seconds) / EXPORT_TARGET_S).toFixed(0)} % da meta`,
    target: `< ${EXPORT_TARGET_S} s`,
    met: value.status === 200 && ids.length === EXPORT_QUESTIONS && seconds < EXPORT_TARGET_S,
  });
  return rows;
}
