/**
 * npm run bench:interchange-stall — how long reading a question file holds the event loop, in a
 * few seconds and without a server: the 5,000-question bank `npm run bench` imports, written as
 * Moodle XML, GIFT and a QTI 3.0 package, read by each format's reader while a 5 ms timer
 * records the longest pause between its ticks. Target: no pause over 200 ms (the benchmark's
 * target for another request's wait during an import).
 */
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { readGift } from "../../server/services/interchange/gift/read";
import { writeGift } from "../../server/services/interchange/gift/write";
import { readMoodleXml } from "../../server/services/interchange/moodle/read";
import { writeMoodleXml } from "../../server/services/interchange/moodle/write";
import type { PortableReader, PortableWriter } from "../../server/services/interchange/portable";
import { readQti } from "../../server/services/interchange/qti/read";
import { writeQti3 } from "../../server/services/interchange/qti/write";
import { benchBank } from "./lib/interchangeBank";

const TICK_MS = 5;
const TARGET_MS = 200;

const FORMATS: Array<{ label: string; write: PortableWriter; read: PortableReader }> = [
  { label: "Moodle XML", write: writeMoodleXml, read: readMoodleXml },
  { label: "GIFT", write: writeGift, read: readGift },
  { label: "QTI 3.0", write: writeQti3, read: readQti },
];

/** The longest gap between the timer's ticks while `work` ran: how long the event loop was held at once. */
async function longestPauseDuring<T>(work: () => Promise<T>): Promise<{ value: T; longestMs: number; seconds: number }> {
  let last = performance.now();
  let longestMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestMs = Math.max(longestMs, now - last);
    last = now;
  }, TICK_MS);
  const started = performance.now();
  try {
    const value = await work();
    const seconds = (performance.now() - started) / 1000;
    longestMs = Math.max(longestMs, performance.now() - last);
    return { value, longestMs, seconds };
  } finally {
    clearInterval(timer);
  }
}

const bank = benchBank();
const lines = [
  "| formato | arquivo | leitura | questões lidas | maior pausa do laço de eventos | meta | |",
  "|---|---|---|---|---|---|---|",
];
let missed = false;
for (const format of FORMATS) {
  const { bytes } = await format.write(bank, "Banco");
  // Once unmeasured, so the code is compiled as it is when a server has imported a file before.
  await format.read(bytes);
  const { value, longestMs, seconds } = await longestPauseDuring(async () => format.read(bytes));
  const read = "refusal" in value ? `recusado: ${value.refusal}` : String(value.questions.length);
  const met = longestMs < TARGET_MS && !("refusal" in value) && value.questions.length === bank.length;
  missed ||= !met;
  lines.push(
    `| ${format.label} | ${(bytes.length / 1024 / 1024).toFixed(1)} MB | ${seconds.toFixed(2)} s | ${read} | ${longestMs.toFixed(0)} ms | < ${TARGET_MS} ms | ${met ? "ok" : "**NÃO**"} |`,
  );
}
// A pause also counts the time the process waited for a core: on a busy machine, the figures grow with its load.
lines.push("", `Carga da máquina no último minuto: ${loadavg()[0].toFixed(1)} em ${availableParallelism()} núcleos.`);
console.log(lines.join("\n"));
process.exitCode = missed ? 1 : 0;
