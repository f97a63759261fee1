import type pg from "pg";
import { runOpenLoad, type OpenLoadResult } from "./openLoad";
import type { SavingStudents } from "./savingStudents";

/** One rate tried: offered saves per second, the students saving, what came back and what was lost. */
export interface SaveStep {
  perSecond: number;
  students: number;
  result: OpenLoadResult;
  lost: number;
  passed: boolean;
  /** Passed only when tried again (a failure on a machine shared with the load itself can be a hiccup). */
  retried: boolean;
}

export interface SaveKnee {
  steps: SaveStep[];
  /** The highest rate passed with no rate below it failing; undefined when the first failed. */
  knee?: SaveStep;
}

export interface KneeOptions {
  /** Rates to try, in increasing order; the ramp stops at the first that fails twice. */
  rates: number[];
  seconds: number;
  /** How often each student saves: a step at `r`/s has `r × interval` students (at most all of them). */
  intervalSeconds: number;
  connectionsPerBase: number;
  targetP95Ms: number;
}

const WARM_UP_SECONDS = 2;

/**
 * The knee of the answer save on `bases`: rates stepped up until one misses the target (p95 from
 * the due time, any error, any acknowledged answer not found afterwards). A step that fails is run
 * once more before the ramp stops, since one pause of the machine's two cores (a checkpoint, a
 * collection in the load's own process) would otherwise end it.
 */
export async function findSaveKnee(
  bases: string[],
  students: SavingStudents,
  pool: pg.Pool,
  options: KneeOptions,
  log: (line: string) => void,
): Promise<SaveKnee> {
  const runStep = async (perSecond: number, seconds: number) => {
    const studentsSaving = Math.min(students.count, Math.ceil(perSecond * options.intervalSeconds));
    // Round robin: each student's saves come `studentsSaving / perSecond` seconds apart, spread evenly.
    const result = await runOpenLoad({
      bases,
      perSecond,
      seconds,
      connectionsPerBase: options.connectionsPerBase,
      next: (index) => students.save(index % studentsSaving),
    });
    const lost = await students.lost(pool, studentsSaving);
    const passed = result.errors === 0 && lost === 0 && result.p95 < options.targetP95Ms;
    return { perSecond, students: studentsSaving, result, lost, passed, retried: false };
  };

  await runStep(options.rates[0], WARM_UP_SECONDS);
  const steps: SaveStep[] = [];
  let knee: SaveStep | undefined;
  for (const perSecond of options.rates) {
    let step = await runStep(perSecond, options.seconds);
    log(`  ${stepLine(step)}`);
    if (!step.passed) {
      step = { ...(await runStep(perSecond, options.seconds)), retried: true };
      log(`  de novo: ${stepLine(step)}`);
    }
    steps.push(step);
    if (!step.passed) break;
    knee = step;
  }
  return { steps, knee };
}

export function stepLine(step: SaveStep): string {
  const { result } = step;
  const statuses = Object.entries(result.statuses)
    .filter(([status]) => status !== "200")
    .map(([status, count]) => `${count}× ${status}`);
  return (
    `${step.perSecond}/s (${step.students} alunos): p95 ${result.p95.toFixed(1)} ms · p99 ${result.p99.toFixed(1)} ms · ` +
    `${result.perSecond.toFixed(0)}/s atendidos · ${result.errors} erros${statuses.length ? ` (${statuses.join(", ")})` : ""} · ` +
    `${step.lost} perdidos${step.passed ? "" : " ✗"}`
  );
}
