import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createDeflateRaw } from "node:zlib";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { objects, questionBankItems, students } from "../../server/db/schema";
import { QUESTION_FILE_TOO_LARGE } from "../../shared/interchange/limits";
import { buildClass, buildGradeLevel, signedIn } from "../support/factories";
import { PNG_1X1 } from "../support/images";
import { useTestApp } from "../support/testApp";

/**
 * Files built to hurt the server, sent through the real endpoints: each is refused with a
 * Portuguese message, saves nothing, and costs bounded memory.
 *
 * The app runs in this process, so the process's resident memory is the server's. The bound
 * (300 MB of growth for one request) is generous on purpose: it does not measure efficiency, it
 * catches a reader that expands what it is sent — a zip bomb inflated to its 200 MB, a 40 MB
 * upload buffered whole instead of cut at 10 MB, a million-column line copied cell by cell into
 * objects — which would take the process (and every other school's requests) down with it.
 */
const MEMORY_BOUND = 300 * 1024 * 1024;
const MB = 1024 * 1024;

const app = useTestApp();
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  await buildGradeLevel(app.db, "Ensino Fundamental I");
  await buildGradeLevel(app.db, "Ensino Fundamental II");
});

/** Runs `action` while sampling resident memory, and returns its result with the peak growth. */
async function withPeakMemory<T>(action: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  // The server shares this thread, so a reader that blocks is only sampled when it lets go: hence the last sample too.
  const sampler = setInterval(sample, 10);
  try {
    const result = await action();
    sample();
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

type Caller = Awaited<ReturnType<typeof signedIn>>;

const bankItemsOf = async (userId: string) =>
  (await app.db.select({ value: count() }).from(questionBankItems).where(eq(questionBankItems.creatorId, userId)))[0].value;

const studentsOf = async (classId: string) =>
  (await app.db.select({ value: count() }).from(students).where(eq(students.classId, classId)))[0].value;

const objectsOf = async (userId: string) =>
  (await app.db.select({ value: count() }).from(objects).where(eq(objects.ownerId, userId)))[0].value;

const PORTUGUESE = /[ãçéêíóõúà]|arquivo|planilha|imagem|linha/i;

function bankImport(caller: Caller, type: string, file: Buffer, name: string, fields: Record<string, string> = {}) {
  let request = app.api().post("/api/question-bank/bulk-import").set(caller.auth).field("type", type);
  for (const [field, value] of Object.entries(fields)) request = request.field(field, value);
  return request.attach("file", file, name);
}

function rosterImport(caller: Caller, classId: string, file: Buffer, name: string) {
  return app.api().post(`/api/classes/${classId}/students/import`).set(caller.auth).attach("file", file, name);
}

/**
 * A bank file refused whole answers 200 with `imported: 0` and the reason in `errors` (the
 * spec's `imported and errors` contract, also used for a file with some bad rows); nothing is saved.
 */
async function expectBankRefusal(caller: Caller, type: string, file: Buffer, name: string, message: string | RegExp) {
  const { result: response, growth } = await withPeakMemory(() => bankImport(caller, type, file, name));
  expect(response.status).toBe(200);
  expect(response.body.imported).toBe(0);
  expect(response.body.errors).toHaveLength(1);
  expect(response.body.errors[0]).toMatch(message);
  expect(response.body.errors[0]).toMatch(PORTUGUESE);
  expect(await bankItemsOf(caller.user.id)).toBe(0);
  expect(growth).toBeLessThan(MEMORY_BOUND);
}

async function expectRosterRefusal(file: Buffer, name: string, status: number, message: string | RegExp) {
  const schoolClass = await buildClass(app.db);
  const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
  const { result: response, growth } = await withPeakMemory(() => rosterImport(coordenador, schoolClass.id, file, name));
  expect(response.status).toBe(status);
  expect(response.body.message).toMatch(message);
  expect(response.body.message).toMatch(PORTUGUESE);
  expect(await studentsOf(schoolClass.id)).toBe(0);
  expect(growth).toBeLessThan(MEMORY_BOUND);
}

// ---------------------------------------------------------------------------------------------
// A ZIP written by hand: a zip bomb is a few hundred kilobytes that claims (or hides) 200 MB.

/** Deflates `size` zero bytes a megabyte at a time, so the test never holds them either. */
async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const block = Buffer.alloc(MB);
  for (let written = 0; written < size; written += MB) {
    if (!deflate.write(block.subarray(0, Math.min(MB, size - written)))) {
      await new Promise((resolve) => deflate.once("drain", resolve));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

type ZipEntry = { name: string; data: Buffer; method: 0 | 8; declaredSize: number };

/** A ZIP archive; CRCs are left at 0 since the server must refuse these before any CRC matters. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const BOMB_SIZE = 200 * MB;
const TOO_MANY_COLUMNS = "Arquivo CSV recusado: uma linha tem mais de 16.384 colunas (o máximo de uma planilha).";
const ZIP_REFUSED = /^Arquivo Excel recusado: /;

async function zipBombs(): Promise<Record<string, Buffer>> {
  const zeros = await deflatedZeros(BOMB_SIZE);
  const sheet = (declaredSize: number) =>
    zipOf([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>"), method: 0, declaredSize: 8 },
      { name: "xl/worksheets/sheet1.xml", data: zeros, method: 8, declaredSize },
    ]);
  // One that declares its 200 MB, and one that claims a tiny sheet and would inflate far past it.
  return { honest: sheet(BOMB_SIZE), lying: sheet(4096) };
}

// ---------------------------------------------------------------------------------------------

describe("hostile files on the bank import (POST /api/question-bank/bulk-import)", { timeout: 60_000 }, () => {
  it("refuses a zip bomb disguised as .xlsx, whether it declares its size or lies about it", async () => {
    const bombs = await zipBombs();
    expect(bombs.honest.length).toBeLessThan(MB);
    const teacher = await signedIn(app);
    await expectBankRefusal(teacher, "excel", bombs.honest, "questoes.xlsx", ZIP_REFUSED);
    await expectBankRefusal(teacher, "excel", bombs.lying, "questoes.xlsx", ZIP_REFUSED);
  });

  it("refuses an .xlsx that is text, a CSV that is binary and a truncated PDF", async () => {
    const teacher = await signedIn(app);
    await expectBankRefusal(
      teacher,
      "excel",
      Buffer.from("titulo;texto_questao\nA;B\n"),
      "questoes.xlsx",
      "Arquivo Excel inválido.",
    );
    await expectBankRefusal(teacher, "csv", PNG_1X1, "questoes.csv", /^Arquivo CSV inválido/);
    const pdf = fixture("bank-import.pdf");
    const { result: truncated } = await withPeakMemory(() =>
      bankImport(teacher, "pdf", pdf.subarray(0, Math.floor(pdf.length / 3)), "prova.pdf", {
        subject: "Matemática",
        grade: "5º ano",
      }),
    );
    expect(truncated.status).toBe(200);
    expect(truncated.body.imported).toBe(0);
    expect(truncated.body.errors).toEqual(["Arquivo PDF inválido."]);
    expect(await bankItemsOf(teacher.user.id)).toBe(0);
  });

  it("refuses a CSV line of a million columns, and one of ten million that fills the 10 MB", async () => {
    const teacher = await signedIn(app);
    // Before the column limit, papaparse made an array of every cell: this one cost about 600 MB.
    await expectBankRefusal(teacher, "csv", Buffer.alloc(10 * MB - 1024, ";"), "q.csv", TOO_MANY_COLUMNS);
    const header = "titulo;texto_questao;materia;serie;dificuldade;tipo;alternativa_a;alternativa_b;resposta_correta";
    await expectBankRefusal(teacher, "csv", Buffer.from(`titulo${";".repeat(1_000_000)}`), "q.csv", TOO_MANY_COLUMNS);
    await expectBankRefusal(
      teacher,
      "csv",
      Buffer.from(`${header}\nBoa;Quanto é 1 + 1?;Matemática;2º ano;fácil;multipla_escolha;1;2;B${";".repeat(1_000_000)}`),
      "q.csv",
      TOO_MANY_COLUMNS,
    );
  });

  it("refuses a single line of 10 MB, just under the size limit, and answers 413 just over it", async () => {
    const teacher = await signedIn(app);
    await expectBankRefusal(teacher, "csv", Buffer.alloc(10 * MB - 1024, "a"), "q.csv", /^Cabeçalho não encontrado/);
    const over = await bankImport(teacher, "csv", Buffer.alloc(10 * MB + 1, "a"), "q.csv");
    expect(over.status).toBe(413);
    expect(over.body.message).toBe("Arquivo muito grande: o limite é 10 MB.");
    expect(await bankItemsOf(teacher.user.id)).toBe(0);
  });

  it("cuts off a 200 MB upload at 50 MB, the most a QTI package may weigh, without holding it, answering 413", async () => {
    const teacher = await signedIn(app);
    const { result, growth } = await withPeakMemory(() =>
      streamMultipart("/api/question-bank/bulk-import", teacher.token, { type: "csv" }, "q.csv", 200 * MB),
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toBe(QUESTION_FILE_TOO_LARGE);
    expect(await bankItemsOf(teacher.user.id)).toBe(0);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });
});

describe("hostile files on the roster import (POST /api/classes/:id/students/import)", { timeout: 60_000 }, () => {
  it("refuses a zip bomb disguised as .xlsx", async () => {
    const bombs = await zipBombs();
    await expectRosterRefusal(bombs.honest, "turma.xlsx", 400, ZIP_REFUSED);
    await expectRosterRefusal(bombs.lying, "turma.xlsx", 400, ZIP_REFUSED);
  });

  it("refuses an .xlsx that is text", async () => {
    await expectRosterRefusal(Buffer.from("nome\nAna\n"), "turma.xlsx", 400, "Arquivo Excel inválido.");
  });

  it("refuses a CSV line of a million columns, as header or as a row", async () => {
    await expectRosterRefusal(Buffer.from(`nome${";".repeat(1_000_000)}`), "turma.csv", 400, TOO_MANY_COLUMNS);
    await expectRosterRefusal(Buffer.from(`nome;matricula\nAna;1${";".repeat(1_000_000)}`), "turma.csv", 400, TOO_MANY_COLUMNS);
  });

  it("refuses a single line of 10 MB, and answers 413 just over the limit", async () => {
    await expectRosterRefusal(Buffer.alloc(10 * MB - 1024, "a"), "turma.csv", 400, /^Cabeçalho não encontrado/);
    await expectRosterRefusal(Buffer.alloc(10 * MB + 1, "a"), "turma.csv", 413, "Arquivo muito grande: o limite é 10 MB.");
  });

  it("cuts off a 200 MB upload at 10 MB without holding it", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const { result, growth } = await withPeakMemory(() =>
      streamMultipart(`/api/classes/${schoolClass.id}/students/import`, coordenador.token, {}, "turma.csv", 200 * MB),
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toBe("Arquivo muito grande: o limite é 10 MB.");
    expect(await studentsOf(schoolClass.id)).toBe(0);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });
});

describe("hostile files on the exam questions preview (POST /api/imports/exam-questions)", { timeout: 60_000 }, () => {
  async function expectPreviewRefusal(file: Buffer, name: string, message: string | RegExp) {
    const teacher = await signedIn(app);
    const { result: response, growth } = await withPeakMemory(() =>
      app.api().post("/api/imports/exam-questions").set(teacher.auth).attach("file", file, name),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  }

  it("refuses a CSV line of a million columns, a zip bomb and more than 5,000 rows, as the other imports do", async () => {
    await expectPreviewRefusal(Buffer.from(`Pergunta${",".repeat(1_000_000)}`), "q.csv", TOO_MANY_COLUMNS);
    await expectPreviewRefusal((await zipBombs()).honest, "q.xlsx", ZIP_REFUSED);
    const rows = Array.from({ length: 5001 }, (_, index) => `Questão ${index}?,essay,1`);
    await expectPreviewRefusal(
      Buffer.from(["Pergunta,Tipo,Pontos", ...rows].join("\n")),
      "q.csv",
      /^Arquivo com mais de 5\.000 linhas/,
    );
  });

  it("cuts off a 200 MB upload at 50 MB, the most a QTI package may weigh, without holding it", async () => {
    const teacher = await signedIn(app);
    const { result, growth } = await withPeakMemory(() =>
      streamMultipart("/api/imports/exam-questions", teacher.token, {}, "q.csv", 200 * MB),
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toBe(QUESTION_FILE_TOO_LARGE);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });
});

describe("hostile images and bodies", { timeout: 60_000 }, () => {
  async function uploadUrl(caller: Caller): Promise<string> {
    const response = await app.api().post("/api/user/profile-photo/upload").set(caller.auth);
    expect(response.status).toBe(200);
    return response.body.uploadURL;
  }

  it("refuses a PDF sent as a PNG profile photo", async () => {
    const me = await signedIn(app);
    const url = await uploadUrl(me);
    const pdf = fixture("bank-import.pdf");
    const response = await app.api().put(url).set(me.auth).set("Content-Type", "image/png").send(pdf);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Formato não suportado: envie uma imagem PNG, JPEG, GIF ou WebP.");
    expect(await objectsOf(me.user.id)).toBe(0);
  });

  it("cuts off an endless image upload without Content-Length at the limit", async () => {
    const me = await signedIn(app);
    const url = await uploadUrl(me);
    const { result, growth } = await withPeakMemory(() => streamBody("PUT", url, me.token, "image/png", 200 * MB));
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toMatch(/^A imagem deve ter no máximo \d+ MB\.$/);
    expect(await objectsOf(me.user.id)).toBe(0);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });

  it("answers a JSON body over 1 MB with 413 and a Portuguese message, creating nothing", async () => {
    const teacher = await signedIn(app);
    const response = await app
      .api()
      .post("/api/question-bank")
      .set(teacher.auth)
      .send({ title: "Grande", questionText: "x".repeat(2 * MB) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: "Requisição muito grande.", code: "payload_too_large" });
    expect(await bankItemsOf(teacher.user.id)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Streaming senders: the body is produced as it is sent (chunked, no Content-Length), from one
// reused block, so the test itself never holds it and the server cannot size it up front.

type RawResponse = { status: number; body: string; sent: number };

function streamBody(method: string, path: string, token: string, contentType: string, size: number): Promise<RawResponse> {
  return sendStreaming(method, path, token, contentType, [], size, []);
}

function streamMultipart(path: string, token: string, fields: Record<string, string>, fileName: string, size: number) {
  const boundary = "----limite-hostil";
  const head = [
    ...Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  ].map((part) => Buffer.from(part));
  const tail = [Buffer.from(`\r\n--${boundary}--\r\n`)];
  return sendStreaming("POST", path, token, `multipart/form-data; boundary=${boundary}`, head, size, tail);
}

function sendStreaming(
  method: string,
  path: string,
  token: string,
  contentType: string,
  head: Buffer[],
  size: number,
  tail: Buffer[],
): Promise<RawResponse> {
  const { hostname, port } = new URL(app.url);
  const block = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(
      { host: hostname, port, path, method, headers: { "content-type": contentType, authorization: `Bearer ${token}` } },
      (response) => {
        answered = true;
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, sent }));
      },
    );
    request.on("error", reject);
    for (const part of head) request.write(part);
    const pump = () => {
      while (!answered && sent < size) {
        sent += block.length;
        if (!request.write(block)) return void request.once("drain", pump);
      }
      for (const part of tail) request.write(part);
      request.end();
    };
    pump();
  });
}
