import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, RawResult } from "../../server/db/client";
import { insertLink } from "../../server/db/queries/examQuestionLinks";
import { insertUploadTicket } from "../../server/db/queries/uploadTickets";
import { writeSetting } from "../../server/db/queries/settings";
import { insertBatch } from "../../server/db/queries/scans";
import type { BackupHeader } from "../../server/services/backup/backupFile";
import { anasTerm } from "./learning";
import { assignToClass, buildAssociation, buildBankItem, buildUnion, signedIn, unique } from "./factories";
import { savedSheets } from "./paper";
import type { TestApp } from "./testApp";

/**
 * A database with a row in every table: a term of a class (online and paper exams, answers, essay
 * grades, an annulment, the paper sheets scanned with their pictures), a bank question linked to
 * an exam, a network's union and association, a failed sign-in, an upload ticket and a setting.
 * Values hold what `COPY` must escape: line breaks, tabs, backslashes, and bytes that are no text.
 */
export async function everyKindOfRecord(app: TestApp): Promise<void> {
  const term = await anasTerm(app);
  const bankItem = await buildBankItem(app.db, term.teacher.user);
  await insertLink(app.db, { examId: term.online.id, questionId: bankItem.id, questionOrder: 5, points: 1 });
  await savedSheets(app.db, term.paperApplication.id, [{ studentId: term.ana.id }], term.teacher.user.id);
  await insertBatch(app.db, { applicationId: term.paperApplication.id, total: 1, status: "done", createdById: null }, [
    {
      file: { position: 0, name: "pilha\tda\nturma.pdf", kind: "pdf", pages: 1, firstPage: 1 },
      chunks: [Buffer.from([0x25, 0x50, 0x44, 0x46, 0x0a, 0x5c, 0x2e, 0x0a, 0x00, 0xff, 0x0d])],
    },
  ]);
  await assignToClass(app.db, term.teacher.user.id, term.schoolClass.id);
  await buildAssociation(app.db, (await buildUnion(app.db)).id);
  const admin = await signedIn(app, "admin");
  await writeSetting(app.db, "backup-test", { lines: "linha 1\nlinha 2\t\\.\n\\.", list: [1, "dois", null] }, admin.user.id);
  await app
    .api()
    .post("/api/auth/login")
    .send({ email: `${unique()}@escola.br`, password: "errada" })
    .expect(401);
  await insertUploadTicket(app.db, {
    tokenHash: unique().padEnd(64, "0"),
    userId: admin.user.id,
    purpose: "question-image",
    expiresAt: new Date(Date.now() + 60_000),
  });
}

/**
 * A value as both drivers can be compared on: node-postgres answers a bigint as a string and bytes
 * as a Buffer, PGlite a number and a Uint8Array.
 */
const comparable = (value: unknown): unknown =>
  value instanceof Uint8Array
    ? Buffer.from(value).toString("hex")
    : typeof value === "number" || typeof value === "bigint"
      ? String(value)
      : value;

/** Every row of every table of the app, each table in one fixed order, generated columns included. */
export async function everyRow(db: Database): Promise<Record<string, unknown[]>> {
  const tables = (await db.execute(
    sql`select tablename::text as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as RawResult<{ name: string }>;
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    // A row's text sorts any column type, json and bytea included.
    const result = (await db.execute(sql.raw(`select * from "${name}" t order by t::text`))) as RawResult<unknown>;
    rows[name] = result.rows.map((row) =>
      Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([column, value]) => [column, comparable(value)])),
    );
  }
  return rows;
}

/** A backup file taken apart: its header, each table's lines of rows, its trailer. */
export interface BackupParts {
  header: BackupHeader;
  tables: Map<string, string>;
  trailer: { rows: Record<string, number> };
}

export function backupParts(file: Buffer): BackupParts {
  const text = gunzipSync(file).toString("utf8");
  const headerEnd = text.indexOf("\n");
  const header = JSON.parse(text.slice(0, headerEnd)) as BackupHeader;
  const tables = new Map<string, string>();
  let at = headerEnd + 1;
  for (const table of header.tables) {
    const end = text.startsWith("\\.\n", at) ? at : text.indexOf("\n\\.\n", at) + 1;
    tables.set(table.name, text.slice(at, end));
    at = end + 3;
  }
  return { header, tables, trailer: JSON.parse(text.slice(at)) as BackupParts["trailer"] };
}

export function backupFromParts(parts: BackupParts): Buffer {
  const sections = parts.header.tables.map((table) => `${parts.tables.get(table.name) ?? ""}\\.\n`);
  return gzipSync(`${JSON.stringify(parts.header)}\n${sections.join("")}${JSON.stringify(parts.trailer)}\n`);
}

/** The backup as a version without `column` of `table` would have written it. */
export function withoutColumn(parts: BackupParts, table: string, column: string): void {
  const described = parts.header.tables.find((candidate) => candidate.name === table)!;
  const index = described.columns.indexOf(column);
  described.columns.splice(index, 1);
  const rows = parts.tables.get(table) ?? "";
  const lines = rows.split("\n").map((line) =>
    line === ""
      ? line
      : line
          .split("\t")
          .filter((_, at) => at !== index)
          .join("\t"),
  );
  parts.tables.set(table, lines.join("\n"));
}
