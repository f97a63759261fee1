import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";

/**
 * One connection held for a piece of work that drizzle does not speak: `COPY` in and out, for the
 * backups (docs/architecture.md#21-backups). The embedded database has a single connection, so the
 * work runs inside PGlite's own transaction, which makes the app's queries wait; on a server it
 * takes a connection of its own.
 */
export interface RawSession {
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** `COPY … TO STDOUT`: the table's text in chunks. */
  copyOut(statement: string): AsyncIterable<Uint8Array>;
  /** `COPY … FROM STDIN`, fed one chunk of whole lines at a time. */
  copyIn(statement: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
}

export type SessionMode = "snapshot" | "write";

/** Runs `work` in one transaction: a read-only snapshot (a backup) or a write that all lands or none does (a restore). */
export type SessionOpener = <T>(mode: SessionMode, work: (session: RawSession) => Promise<T>) => Promise<T>;

const SNAPSHOT = "isolation level repeatable read, read only";

export function embeddedSessions(client: PGlite): SessionOpener {
  return (mode, work) =>
    client.transaction(async (tx) => {
      if (mode === "snapshot") await tx.query(`set transaction ${SNAPSHOT}`);
      return work(embeddedSession(tx));
    });
}

// PGlite has no STDIN/STDOUT to copy through: it reads and writes a Blob in place of the file '/dev/blob'.
function embeddedSession(tx: Transaction): RawSession {
  return {
    query: async <Row>(text: string, values?: unknown[]) => (await tx.query<Row>(text, values)).rows,
    async *copyOut(statement) {
      const { blob } = await tx.query(statement.replace(/ to stdout$/i, " to '/dev/blob'"));
      if (blob) yield new Uint8Array(await blob.arrayBuffer());
    },
    async copyIn(statement, chunks) {
      for await (const chunk of chunks) {
        await tx.query(statement.replace(/ from stdin$/i, " from '/dev/blob'"), [], {
          blob: new Blob([chunk as Uint8Array<ArrayBuffer>]),
        });
      }
    },
  };
}

export function serverSessions(pool: pg.Pool): SessionOpener {
  return async (mode, work) => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query(mode === "snapshot" ? `begin ${SNAPSHOT}` : "begin");
      const result = await work(serverSession(client));
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch(() => (broken = true));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

function serverSession(client: pg.PoolClient): RawSession {
  return {
    query: async <Row>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as Row[],
    copyOut: (statement) => client.query(copyTo(statement)),
    copyIn: (statement, chunks) => pipeline(Readable.from(chunks), client.query(copyFrom(statement))),
  };
}
