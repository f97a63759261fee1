import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { ScanBatch } from "../../shared/types/scans";
import { ok } from "../../tests/support/onlineClass";
import { startServer, waitUntilReady } from "../../tests/support/serverProcess";
import { paperApplication } from "../bench/lib/paperCalls";
import { scanPdf } from "./conditions";
import { corpusFolder, type CorpusItem } from "./corpusFiles";

/**
 * Peak memory of the app while it takes and reads the largest uploads it accepts: a copier's
 * 200-page PDF at 300 dpi and a phone's 12-megapixel photo. The built server runs as a process of
 * its own; its peak resident set (Linux's VmHWM, worker threads included) is reset before each
 * upload and read once the batch is read. pdftoppm, which draws each page apart, is a short-lived
 * process of its own and not counted.
 */

export interface MemoryRow {
  name: string;
  /** Resident set before the upload, in MB. */
  before: number;
  /** Peak resident set while the upload was taken and read, in MB. */
  peak: number;
  seconds: number;
}

const megabytes = (status: string, field: "VmRSS" | "VmHWM") =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;

async function sendAndRead(
  base: string,
  token: string,
  applicationId: string,
  file: { name: string; bytes: Buffer; type: string },
) {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${base}/api/applications/${applicationId}/scans`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 202) throw new Error(`${file.name}: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  for (;;) {
    const batch = await ok<ScanBatch>(base, `/api/scan-batches/${id}`, { token });
    if (batch.status !== "processing") return batch;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function measureMemory(items: CorpusItem[]): Promise<MemoryRow[]> {
  if (!existsSync("dist/server/index.js")) throw new Error("Rode `npm run build` antes: a memória é medida no app construído.");
  const scans = items.filter((item) => item.condition === "digitalização 300 dpi");
  // A copier scans a class in grey: the corpus's colour pages, greyed as it would send them.
  const grey = await Promise.all(
    scans.map((item) =>
      sharp(join(corpusFolder(), `${item.file}.jpg`))
        .grayscale()
        .jpeg({ quality: 50 })
        .toBuffer(),
    ),
  );
  const pdf = await scanPdf(Array.from({ length: 200 }, (_, index) => grey[index % grey.length]));
  const photo = items.find((item) => item.condition === "foto 12 MP")!;
  const uploads = [
    {
      name: `PDF digitalizado de 200 páginas (${(pdf.length / 1024 / 1024).toFixed(0)} MB)`,
      file: { name: "turma.pdf", bytes: pdf, type: "application/pdf" },
    },
    {
      name: "foto de 12 MP",
      file: { name: "foto.jpg", bytes: readFileSync(join(corpusFolder(), photo.file)), type: "image/jpeg" },
    },
  ];

  const dataDir = mkdtempSync(join(tmpdir(), "avaliacoes-bench-omr-"));
  const server = await startServer(
    { SESSION_SECRET: "m".repeat(40), DATA_DIR: dataDir, DEMO_MODE: "true", NODE_ENV: "production" },
    undefined,
    { built: true },
  );
  const status = () => readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  try {
    await waitUntilReady(server);
    const { token } = await ok<{ token: string }>(server.url, "/api/auth/login", {
      body: { email: "coordenador@demo.escola.br", password: "coord123" },
    });
    const application = await paperApplication(server.url, token, 2);
    const rows: MemoryRow[] = [];
    for (const upload of uploads) {
      const before = megabytes(status(), "VmRSS");
      writeFileSync(`/proc/${server.child.pid}/clear_refs`, "5"); // resets VmHWM to the present resident set
      const started = performance.now();
      const batch = await sendAndRead(server.url, token, application.id, upload.file);
      if (batch.status !== "done") throw new Error(`${upload.name}: leitura ${batch.status}`);
      rows.push({ name: upload.name, before, peak: megabytes(status(), "VmHWM"), seconds: (performance.now() - started) / 1000 });
    }
    return rows;
  } finally {
    server.child.kill("SIGTERM");
    await server.exit;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
