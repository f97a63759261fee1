import { startBareProcess } from "./bareProcess";
import { runLoad, type LoadPlan, type LoadResult } from "./load";
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

/** Long enough for the app's code to be optimised by V8 (the first seconds after a start run slower). */
const WARM_UP_SECONDS = 5;
/** The app and the bare handler measured in turns of half the measuring time, each its median turn (see alternatingMedians). */
const TURNS = 3;

/** How the reads are measured, in the reports' words. */
export const readMethod = (seconds: number) =>
  `app e handler puro aquecidos por ${WARM_UP_SECONDS} s cada, depois medidos em ${TURNS} turnos alternados de ${seconds / 2} s (app, handler, app...), valendo o turno mediano de cada um`;

const warmUp = (plan: LoadPlan) => runLoad({ ...plan, seconds: WARM_UP_SECONDS });

/**
 * Loads `first` and `second` in turns, each for its plan's seconds (first, second, first, ...), and
 * gives each its median turn by throughput, with the errors of all its turns. On two shared cores a
 * single run of each, always in the same order, moved the ratio between them by ±8 points from one
 * run to the next: whatever else the machine was doing then (PostgreSQL's checkpoints, the
 * autovacuum) fell on one of them only.
 */
async function alternatingMedians(first: LoadPlan, second: LoadPlan): Promise<[LoadResult, LoadResult]> {
  const turns: [LoadResult[], LoadResult[]] = [[], []];
  for (let turn = 0; turn < TURNS; turn++) {
    turns[0].push(await runLoad(first));
    turns[1].push(await runLoad(second));
  }
  return [medianTurn(turns[0]), medianTurn(turns[1])];
}

function medianTurn(results: LoadResult[]): LoadResult {
  const median = [...results].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)];
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  return { ...median, errors };
}

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
      log(`${call.name}: app e handler puro em turnos alternados, e pgbench...`);
      const appPlan = {
        base: appBase,
        connections: call.connections,
        seconds: limits.seconds / 2,
        requests: call.requests.map(({ path, token }) => ({ path, headers: { authorization: `Bearer ${token}` } })),
      };
      const barePlan = {
        base: bare.base,
        connections: call.connections,
        seconds: limits.seconds / 2,
        requests: call.requests.map((_, variant) => ({ path: `/${call.key}?v=${variant}` })),
      };
      // Both warm before either is measured: the one measured first would otherwise meet
      // PostgreSQL's buffers as the warm-up left them, and the other as the first one's load did.
      await warmUp(appPlan);
      await warmUp(barePlan);
      const [app, express] = await alternatingMedians(appPlan, barePlan);
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
