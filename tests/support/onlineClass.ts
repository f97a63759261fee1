import type { ExamApplication } from "../../shared/types/applications";
import type { AttemptEntry } from "../../shared/types/online";
import type { SchoolClass } from "../../shared/types/organizations";

/**
 * A class taking an exam online against a running server, over plain HTTP: used by the
 * durability test (the server is killed mid-exam) and by the load benchmark.
 */

async function call<T>(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; attempt?: string } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.attempt ? { "x-attempt-token": init.attempt } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  // A proxy's own error page is HTML: it counts by its status, like any refusal.
  const json = response.headers.get("content-type")?.includes("application/json") && text;
  return { status: response.status, body: (json ? JSON.parse(text) : {}) as T };
}

export async function ok<T>(base: string, path: string, init: Parameters<typeof call>[2] = {}): Promise<T> {
  const response = await call<T>(base, path, init);
  if (response.status >= 300)
    throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export interface OnlineClassSetup {
  examCode: string;
  applicationId: string;
  accessCodes: string[];
  staffToken: string;
}

/** `count` multiple-choice questions of four options ("quanto é n + 1?", B correct), for a new exam's body. */
export const multipleChoiceQuestions = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    questionType: "multiple_choice",
    questionText: `<p>Questão ${index + 1}: quanto é ${index} + 1?</p>`,
    options: ["A", "B", "C", "D"].map((letter, position) => ({
      optionLetter: letter,
      optionText: String(index + position),
      isCorrect: position === 1,
    })),
  }));

/**
 * Signs in as a coordinator, creates a class of `size` students and an exam of `questions`
 * multiple-choice questions in one school, publishes it and applies it to the class.
 */
export async function setUpOnlineClass(
  base: string,
  staff: { email: string; password: string },
  options: { size: number; questions: number; durationMinutes?: number },
): Promise<OnlineClassSetup> {
  const { token } = await ok<{ token: string }>(base, "/api/auth/login", { body: staff });
  const { school, level, schoolClass, accessCodes } = await classOfStudents(base, token, options.size);
  const exam = await ok<{ id: string; examCode: string }>(base, "/api/exams", {
    token,
    body: {
      title: "Simulado online",
      subject: "Matemática",
      schoolId: school.id,
      gradeLevelId: level.id,
      questions: multipleChoiceQuestions(options.questions),
    },
  });
  await ok(base, `/api/exams/${exam.id}/publish`, { token, method: "POST" });
  const application = await ok<ExamApplication>(base, `/api/exams/${exam.id}/applications`, {
    token,
    body: { classIds: [schoolClass.id], durationMinutes: options.durationMinutes ?? 60 },
  });
  return { examCode: exam.examCode, applicationId: application.id, accessCodes, staffToken: token };
}

/** A new class of `size` students ("Aluno 001"…) in the caller's first school and grade level. */
export async function classOfStudents(base: string, token: string, size: number) {
  const [school] = await ok<Array<{ id: string }>>(base, "/api/schools", { token });
  const [level] = await ok<Array<{ id: string }>>(base, "/api/grade-levels", { token });
  const schoolClass = await ok<SchoolClass>(base, "/api/classes", {
    token,
    body: { name: `Turma ${Date.now()}`, schoolId: school.id, gradeLevelId: level.id, year: new Date().getFullYear() },
  });
  const accessCodes: string[] = [];
  for (let index = 1; index <= size; index++) {
    const student = await ok<{ accessCode: string }>(base, `/api/classes/${schoolClass.id}/students`, {
      token,
      body: { name: `Aluno ${String(index).padStart(3, "0")}` },
    });
    accessCodes.push(student.accessCode);
  }
  return { school, level, schoolClass, accessCodes };
}

export interface AnswerWrite {
  questionId: string;
  selectedOptionId: string;
  textAnswer: null;
  revision: number;
}

/** One student's device: it remembers which saves the server acknowledged. */
export class SimulatedStudent {
  /** questionId → the newest acknowledged write. */
  readonly acknowledged = new Map<string, { revision: number; optionId: string }>();
  /** Saves the server acknowledged so far. */
  saves = 0;
  private revision = 0;
  private constructor(
    readonly token: string,
    private readonly questions: AttemptEntry["exam"]["questions"],
  ) {}

  static async enter(base: string, examCode: string, accessCode: string): Promise<SimulatedStudent> {
    const entry = await ok<AttemptEntry>(base, `/api/online/${examCode}/attempts`, { body: { accessCode } });
    return new SimulatedStudent(entry.token, entry.exam.questions);
  }

  /** The next change: one answer at random, with a newer revision. */
  nextWrite(): AnswerWrite {
    const question = this.questions[Math.floor(Math.random() * this.questions.length)];
    const option = question.options[Math.floor(Math.random() * question.options.length)];
    this.revision = Math.max(Date.now(), this.revision + 1);
    return { questionId: question.id, selectedOptionId: option.id, textAnswer: null, revision: this.revision };
  }

  /** Remembers a write the server acknowledged, unless a newer one was acknowledged first. */
  acknowledge(write: AnswerWrite): void {
    const known = this.acknowledged.get(write.questionId);
    if (!known || known.revision < write.revision)
      this.acknowledged.set(write.questionId, { revision: write.revision, optionId: write.selectedOptionId });
  }

  /** Changes one answer at random and saves it; resolves with the status and the time it took. */
  async answer(base: string): Promise<{ status: number; ms: number }> {
    const write = this.nextWrite();
    const started = performance.now();
    const response = await call(base, "/api/attempt/answers", { method: "PUT", attempt: this.token, body: { answers: [write] } });
    const ms = performance.now() - started;
    if (response.status === 200) {
      this.saves++;
      this.acknowledge(write);
    }
    return { status: response.status, ms };
  }

  /** Acknowledged writes the server no longer holds (a newer write, acknowledged or not, is fine). */
  async lostAnswers(base: string): Promise<string[]> {
    const view = await ok<AttemptEntry>(base, "/api/attempt", { attempt: this.token });
    const stored = new Map(view.attempt.answers.map((answer) => [answer.questionId, answer]));
    const lost: string[] = [];
    for (const [questionId, acked] of this.acknowledged) {
      const held = stored.get(questionId);
      if (
        !held ||
        held.revision < acked.revision ||
        (held.revision === acked.revision && held.selectedOptionId !== acked.optionId)
      ) {
        lost.push(questionId);
      }
    }
    return lost;
  }
}

export interface ClassSavingResult {
  /** Milliseconds of each acknowledged save. */
  latencies: number[];
  /** Refused or failed saves by HTTP status (0: no answer). */
  failures: Map<number, number>;
}

/**
 * The class at work: each student changes an answer every `intervalMs`, their clicks spread over
 * the interval as a class's are (not in unison), until `seconds` have passed or `signal` aborts
 * (for work of unknown length, such as restarting the servers one at a time). Saves under way then
 * are awaited.
 */
export async function keepClassSaving(
  base: string,
  students: SimulatedStudent[],
  options: { seconds: number; intervalMs: number; signal?: AbortSignal },
): Promise<ClassSavingResult> {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  const stopAt = Date.now() + options.seconds * 1000;
  const { signal } = options;
  // One listener for the whole class: one per student would set off Node's warning of a leak.
  const stopped = new Promise<void>((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener("abort", () => resolve(), { once: true });
  });
  const pause = async (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, ms))), stopped]);
    clearTimeout(timer);
  };
  const going = () => Date.now() < stopAt && !signal?.aborted;
  await Promise.all(
    students.map(async (student, index) => {
      await pause((index / students.length) * options.intervalMs);
      while (going()) {
        const next = Date.now() + options.intervalMs;
        const result = await student.answer(base).catch(() => ({ status: 0, ms: 0 }));
        if (result.status === 200) latencies.push(result.ms);
        else failures.set(result.status, (failures.get(result.status) ?? 0) + 1);
        await pause(Math.max(0, next - Date.now()));
      }
    }),
  );
  return { latencies, failures };
}
