import { AppError } from "../../errors";

export interface QueueLimits {
  /** Tasks running at once, for everyone. */
  running: number;
  /** Tasks running at once for one owner. */
  runningPerOwner: number;
  /** Tasks waiting, for everyone and for one owner (besides those running); beyond them a task is refused. */
  waiting: number;
  waitingPerOwner: number;
  /** The refusal when the bounds are reached, naming the work ("Muitas impressões em andamento…"). */
  busyMessage?: string;
}

export const RETRY_AFTER_SECONDS = 10;
export const QUEUE_FULL = "Muitas impressões em andamento. Tente de novo em alguns segundos.";

/**
 * Heavy work in turns: a few tasks run, a bounded number wait, and one person cannot take every
 * turn (their tasks wait while another's run). A task beyond the bounds is refused at once with a
 * 503 and `Retry-After` instead of piling up.
 */
/** The queues by name, with how many of their tasks run and wait, for the metrics (/metrics). */
export const taskQueues = new Map<string, { running(): number; waiting(): number }>();

export function createTaskQueue(name: string, limits: QueueLimits) {
  let running = 0;
  const runningBy = new Map<string, number>();
  const waiting: Array<{ owner: string; start: () => void }> = [];
  const runningOf = (owner: string) => runningBy.get(owner) ?? 0;

  function begin(owner: string) {
    running++;
    runningBy.set(owner, runningOf(owner) + 1);
  }

  function end(owner: string) {
    running--;
    if (runningOf(owner) > 1) runningBy.set(owner, runningOf(owner) - 1);
    else runningBy.delete(owner);
    for (let index = 0; index < waiting.length && running < limits.running;) {
      const next = waiting[index];
      if (runningOf(next.owner) >= limits.runningPerOwner) {
        index++;
        continue;
      }
      waiting.splice(index, 1);
      begin(next.owner);
      next.start();
    }
  }

  taskQueues.set(name, { running: () => running, waiting: () => waiting.length });
  return {
    async run<T>(owner: string, task: () => Promise<T>): Promise<T> {
      if (running < limits.running && runningOf(owner) < limits.runningPerOwner) begin(owner);
      else {
        const mine = runningOf(owner) + waiting.filter((entry) => entry.owner === owner).length;
        if (waiting.length >= limits.waiting || mine >= limits.runningPerOwner + limits.waitingPerOwner) {
          throw AppError.busy(limits.busyMessage ?? QUEUE_FULL, RETRY_AFTER_SECONDS);
        }
        await new Promise<void>((start) => waiting.push({ owner, start }));
      }
      try {
        return await task();
      } finally {
        end(owner);
      }
    },
  };
}
