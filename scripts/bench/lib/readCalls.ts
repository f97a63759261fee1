import { startBareProcess } from "./bareProcess";
import { runLoad, type LoadPlan } from "./load";
import type { statementRecorder } from "./mainQuery";
import type { Statement } from "./recordingApp";
import { runPgbench } from "./pgbench";
import { loadFigure, ms, pgbenchFigure, ratioFigure, type ReportRow } from "./report";

/** A read call of the API measured three ways: through the app, a bare Express handler, and pgbench. */
export interface ReadCall {
  name: string;
  /** The bare handler's route for this call. */
  key: string;
  /** Request variants (searches, filters, ids, callers), cycled through. */
  requests: Array<{ path: string; token: string }>;
  connections: number;
  /** Left out where only the throughput share is judged (the capacity benchmark loads to saturation, where p95 is queueing). */
  targetP95Ms?: number;
  /** At least this share of the bare handler's throughput (the exam detail: 0.6). */
  minThroughputShare?: number;
}

interface Limits {
  databaseUrl: string;
  seconds: number;
  /** PostgreSQL connections pgbench opens: the app's pool size. */
  pgbenchClients: number;
}

const WARM_UP_SECONDS = 2;

const warmUp = (plan: LoadPlan) => runLoad({ ...plan, seconds: WARM_UP_SECONDS });

/**
 * Measures every call: first records each variant's main query through the in-process app, then
 * loads the real server, the bare handler and pgbench in turn with the same variants.
 */
export async function measureReadCalls(
  calls: ReadCall[],
  appBase: string,
  recorder: Awaited<ReturnType<typeof statementRecorder>>,
  limits: Limits,
  log: (line: string) => void,
): Promise<ReportRow[]> {
  const statements: Record<string, Statement[]> = {};
  for (const call of calls) {
    statements[call.key] = [];
    for (const { path, token } of call.requests) statements[call.key].push(await recorder.mainStatementOf(path, token));
  }
  const bare = await startBareProcess("scripts/bench/lib/bareHandler.ts", limits.databaseUrl, statements);
  const rows: ReportRow[] = [];
  try {
    for (const call of calls) {
      log(`${call.name}: app, handler puro e pgbench (${limits.seconds} s cada)...`);
      const appPlan = {
        base: appBase,
        connections: call.connections,
        seconds: limits.seconds,
        requests: call.requests.map(({ path, token }) => ({ path, headers: { authorization: `Bearer ${token}` } })),
      };
      const barePlan = {
        base: bare.base,
        connections: call.connections,
        seconds: limits.seconds,
        requests: call.requests.map((_, variant) => ({ path: `/${call.key}?v=${variant}` })),
      };
      // Both warm before either is measured: the one measured first would otherwise meet
      // PostgreSQL's buffers as the warm-up left them, and the other as the first one's load did.
      await warmUp(appPlan);
      await warmUp(barePlan);
      const app = await runLoad(appPlan);
      const express = await runLoad(barePlan);
      const query = runPgbench(limits.databaseUrl, statements[call.key], {
        clients: limits.pgbenchClients,
        seconds: limits.seconds,
      });
      const share = app.perSecond / express.perSecond;
      const throughputMet = call.minThroughputShare === undefined || share >= call.minThroughputShare;
      rows.push({
        name: `${call.name} (${call.connections} conexões)`,
        app: loadFigure(app),
        express: loadFigure(express),
        query: pgbenchFigure(query),
        ratio: ratioFigure(app, express),
        target: [
          call.targetP95Ms === undefined ? "" : `p95 < ${ms(call.targetP95Ms)}`,
          call.minThroughputShare === undefined ? "" : `vazão ≥ ${call.minThroughputShare * 100} % do Express`,
        ]
          .filter(Boolean)
          .join(" · "),
        met: app.errors === 0 && (call.targetP95Ms === undefined || app.p95 < call.targetP95Ms) && throughputMet,
      });
    }
  } finally {
    await bare.stop();
  }
  return rows;
}
