import { createTaskQueue } from "../common/taskQueue";

/**
 * Question files take turns, in and out: reading or writing 5,000 questions with their images takes
 * seconds of the server's time, so two run at once, one person has one running and one waiting, and
 * a few more wait; beyond that the request is refused at once with a 503 and `Retry-After`
 * (docs/architecture.md#19-interchange).
 */
const queue = createTaskQueue("question_files", {
  running: 2,
  runningPerOwner: 1,
  waiting: 8,
  waitingPerOwner: 1,
  busyMessage: "Muitas importações e exportações de questões em andamento. Tente de novo em alguns segundos.",
});

/** Runs an import or export of `owner`'s in its turn. */
export const inQuestionFileTurn = <T>(owner: string, task: () => Promise<T>) => queue.run(owner, task);
