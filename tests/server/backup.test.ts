import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase, type DatabaseHandle } from "../../server/db/client";
import { BACKUP_FILE_PATTERN, BackupError, backupFileName } from "../../server/services/backup/backupFile";
import { backupsIn, takeBackupIfDue } from "../../server/services/backup/dailyBackups";
import { INCOMPLETE_BACKUP, NOT_A_BACKUP } from "../../server/services/backup/backupReader";
import { NEWER_BACKUP, restoreBackup } from "../../server/services/backup/restoreBackup";
import { takeBackup } from "../../server/services/backup/takeBackup";
import { backupFromParts, backupParts, withoutColumn, everyKindOfRecord, everyRow } from "../support/backups";
import { createEmptyServerDatabase, openScratchDatabase } from "../support/database";
import { openServerDatabase } from "../../server/db/client";
import { migratedDataDir } from "../support/serverData";
import { startApp, type TestApp } from "../support/testApp";

/** A new database with nothing in it, not even the schema: where a restore starts. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const server = await createEmptyServerDatabase();
  const handle = server ? openServerDatabase(server.url, { max: 2 }) : await openEmbeddedDatabase();
  return {
    handle,
    async drop() {
      await handle.close();
      await server?.drop();
    },
  };
}

// Each restore starts a database from nothing and runs every migration (seconds each on PGlite).
describe("backup and restore", { timeout: 120_000 }, () => {
  const folder = mkdtempSync(join(tmpdir(), "avaliacoes-backup-"));
  const file = join(folder, "completo.backup.gz");
  let source: Awaited<ReturnType<typeof openScratchDatabase>>;
  let stopApp: () => Promise<void>;
  let original: Record<string, unknown[]>;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    source = await openScratchDatabase();
    const started = await startApp(source.handle.db);
    stopApp = started.close;
    await everyKindOfRecord({ db: source.handle.db, url: started.url, api: started.api, errors: started.errors } as TestApp);
    original = await everyRow(source.handle.db);
    await takeBackup(source.handle, file, { appVersion: "teste" });
  }, 120_000);

  afterAll(async () => {
    await stopApp?.();
    await source?.drop();
    for (const cleanup of cleanups) await cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  async function restoredInto(backup: string) {
    const target = await emptyDatabase();
    cleanups.push(target.drop);
    await restoreBackup(target.handle, backup, { replace: false });
    return target.handle;
  }

  let restored: DatabaseHandle;

  it("restores every table of a database with every kind of record, row for row", async () => {
    const empty = Object.entries(original).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([table]) => table)).toEqual([]);
    restored = await restoredInto(file);
    expect(await everyRow(restored.db)).toEqual(original);
  });

  it("changes nothing when the file is not a backup, is cut off, or comes from a newer version", async () => {
    const whole = readFileSync(file);
    const newer = backupParts(whole);
    newer.header.migrations.push(Date.now());
    const cases: Array<[string, Buffer, string]> = [
      ["planilha.backup.gz", Buffer.from("nome;turma\nAna;7A\n"), NOT_A_BACKUP],
      ["cortado.backup.gz", whole.subarray(0, Math.floor(whole.length * 0.6)), INCOMPLETE_BACKUP],
      ["novo.backup.gz", backupFromParts(newer), NEWER_BACKUP],
    ];
    for (const [name, bytes, message] of cases) {
      writeFileSync(join(folder, name), bytes);
      // Even told to replace what is there: a bad file is found out before anything is erased.
      const refusal = await restoreBackup(restored, join(folder, name), { replace: true }).catch((error: unknown) => error);
      expect(refusal, name).toBeInstanceOf(BackupError);
      expect((refusal as Error).message, name).toBe(message);
    }
    expect(await everyRow(restored.db)).toEqual(original);
  });

  it("refuses a database that holds rows and leaves it as it was, unless told to replace it", async () => {
    await restored.db.execute(
      sql`update schools set name = 'Escola que fica' where id = (select min(id::text)::uuid from schools)`,
    );
    const kept = await everyRow(restored.db);
    const refusal = await restoreBackup(restored, file, { replace: false }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toMatch(
      /^O banco de destino não está vazio: \d+ tabelas, entre elas .* têm dados\. .* use --replace\.$/,
    );
    expect(await everyRow(restored.db)).toEqual(kept);
    await restoreBackup(restored, file, { replace: true });
    expect(await everyRow(restored.db)).toEqual(original);
  });

  it("runs the later migrations over a backup taken by an older version", async () => {
    // The version before stored outcomes: no attempt_outcomes table, nor the question types'
    // columns of the migration after it (0023); two migrations fewer.
    const parts = backupParts(readFileSync(file));
    parts.header.migrations.splice(-2);
    parts.header.tables = parts.header.tables.filter((table) => table.name !== "attempt_outcomes");
    delete parts.trailer.rows.attempt_outcomes;
    for (const [table, column] of [
      ["exam_questions", "answer_spec"],
      ["question_bank_items", "answer_spec"],
      ["exam_answers", "response"],
      ["exam_attempts", "answer_shapes"],
    ])
      withoutColumn(parts, table, column);
    const older = join(folder, "anterior.backup.gz");
    writeFileSync(older, backupFromParts(parts));
    const upgraded = await restoredInto(older);
    // Migration 0022 filled the outcomes from the restored attempts, as it did for the original.
    expect(await everyRow(upgraded.db)).toEqual(original);
  });

  // A school that grew out of the embedded database moves to a server with a backup.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "restores a backup of the embedded database into a PostgreSQL server",
    async () => {
      const embedded = await openEmbeddedDatabase();
      try {
        await embedded.migrate();
        const started = await startApp(embedded.db);
        await everyKindOfRecord({ db: embedded.db, url: started.url, api: started.api, errors: started.errors } as TestApp);
        await started.close();
        const moved = join(folder, "embutido.backup.gz");
        await takeBackup(embedded, moved, { appVersion: "teste" });
        const server = await restoredInto(moved);
        expect(await everyRow(server.db)).toEqual(await everyRow(embedded.db));
      } finally {
        await embedded.close();
      }
    },
    120_000,
  );

  it("keeps a daily backup: one a day, the newest kept", async () => {
    const daily = join(folder, "diarios");
    mkdirSync(daily);
    // Eight days of backups already there, the newest taken yesterday.
    const day = 24 * 60 * 60_000;
    const now = Date.now();
    const older = [8, 7, 6, 5, 4, 3, 2, 1].map((age) => {
      const name = backupFileName(new Date(now - age * day));
      writeFileSync(join(daily, name), "");
      utimesSync(join(daily, name), new Date(now - age * day), new Date(now - age * day));
      return name;
    });
    writeFileSync(join(daily, "anotacoes.txt"), "não é um backup");
    const options = { folder: daily, keep: 3, appVersion: "teste" };
    const taken = await takeBackupIfDue(source.handle, options);
    expect(basename(taken!)).toMatch(BACKUP_FILE_PATTERN);
    expect(backupsIn(daily)).toEqual([...older.slice(-2), basename(taken!)]);
    expect(readdirSync(daily)).toContain("anotacoes.txt");
    // The same day: nothing new.
    expect(await takeBackupIfDue(source.handle, options)).toBeUndefined();
    expect(backupParts(readFileSync(taken!)).trailer).toEqual(backupParts(readFileSync(file)).trailer);
  });

  // The commands themselves, on the embedded database: what they add to the functions above is
  // opening the configured database, which the PostgreSQL run needs no second look at.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "npm run backup and npm run restore, and neither while the server holds the embedded database",
    async () => {
      const run = (script: string, env: Record<string, string>, ...args: string[]) =>
        new Promise<{ code: number; output: string }>((resolve) => {
          execFile(
            "npm",
            ["run", "--silent", script, "--", ...args],
            { env: { ...process.env, ...env } },
            (error, stdout, stderr) =>
              resolve({ code: typeof error?.code === "number" ? error.code : 0, output: stdout + stderr }),
          );
        });
      const original = migratedDataDir("backup-cli");
      const copy = join(folder, "copia");
      const backupDir = join(folder, "pelo-comando");
      try {
        const backup = await run("backup", { DATA_DIR: original, BACKUP_DIR: backupDir });
        expect(backup.output).toMatch(/^Backup gravado em .*pelo-comando\/avaliacoes-[\d-]+\.backup\.gz: 32 tabelas, /m);
        expect(backup.code).toBe(0);
        const [name] = backupsIn(backupDir);
        const restore = await run("restore", { DATA_DIR: copy }, join(backupDir, name));
        expect(restore.output).toMatch(/^Backup de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} restaurado: 32 tabelas, /m);
        expect(restore.code).toBe(0);
        // A process holds the database while PGlite's lock file is there.
        writeFileSync(join(copy, "pglite", "postmaster.pid"), "-42\n");
        const busy = await run("backup", { DATA_DIR: copy });
        expect(busy.output).toContain(`O banco embutido em ${copy} está aberto pelo servidor`);
        expect(busy.code).toBe(1);
        const nowhere = await run("backup", { DATA_DIR: join(folder, "vazia") });
        expect(nowhere.output).toContain(`Não há banco embutido em ${join(folder, "vazia")}`);
        expect(nowhere.code).toBe(1);
      } finally {
        rmSync(original, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
