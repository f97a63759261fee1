import type pg from "pg";
import { attemptToken } from "../../../server/services/attempts/tokens";
import type { OpenClass } from "../volume/openAttempts";
import type { OpenLoadRequest } from "./openLoad";

interface Acknowledged {
  revision: number;
  optionId: string;
}

/**
 * The devices of a network's students in an exam, as the load sees them: each save changes one
 * answer of one student at random with a newer revision (the student page's PUT), and each
 * acknowledged write is remembered, so that afterwards every one can be looked for in the
 * database (tests/support/onlineClass.ts, SimulatedStudent, does the same for one device).
 */
export class SavingStudents {
  private readonly tokens: string[];
  private readonly revisions: number[];
  /** Per student, questionId → the newest acknowledged write. */
  private readonly acknowledged: Array<Map<string, Acknowledged>>;

  constructor(
    private readonly open: OpenClass,
    secret: string,
  ) {
    this.tokens = open.attemptIds.map((id) => attemptToken(id, secret));
    this.revisions = open.attemptIds.map(() => 0);
    this.acknowledged = open.attemptIds.map(() => new Map());
  }

  get count(): number {
    return this.open.attemptIds.length;
  }

  /** Student `student`'s next save, and what to remember once the server answers it. */
  save(student: number): { request: OpenLoadRequest; answered: (status: number) => void } {
    const question = this.open.questions[Math.floor(Math.random() * this.open.questions.length)];
    const optionId = question.optionIds[Math.floor(Math.random() * question.optionIds.length)];
    const revision = (this.revisions[student] = Math.max(Date.now(), this.revisions[student] + 1));
    return {
      request: {
        method: "PUT",
        path: "/api/attempt/answers",
        headers: { "content-type": "application/json", "x-attempt-token": this.tokens[student] },
        body: `{"answers":[{"questionId":"${question.id}","selectedOptionId":"${optionId}","textAnswer":null,"revision":${revision}}]}`,
      },
      answered: (status) => {
        if (status !== 200) return;
        const known = this.acknowledged[student].get(question.id);
        if (!known || known.revision < revision) this.acknowledged[student].set(question.id, { revision, optionId });
      },
    };
  }

  /**
   * Acknowledged writes of the first `students` students that the database no longer holds (a
   * newer write, acknowledged or not, is fine), read in one statement.
   */
  async lost(pool: pg.Pool, students: number): Promise<number> {
    const ids = this.open.attemptIds.slice(0, students);
    const { rows } = await pool.query<{ attempt_id: string; question_id: string; selected_option_id: string; revision: string }>(
      "select attempt_id, question_id, selected_option_id, revision from exam_answers where attempt_id = any($1::uuid[])",
      [ids],
    );
    const stored = new Map(rows.map((row) => [`${row.attempt_id}/${row.question_id}`, row]));
    let lost = 0;
    ids.forEach((attemptId, student) => {
      for (const [questionId, acked] of this.acknowledged[student]) {
        const held = stored.get(`${attemptId}/${questionId}`);
        const revision = held ? Number(held.revision) : -1;
        if (revision < acked.revision || (revision === acked.revision && held!.selected_option_id !== acked.optionId)) lost++;
      }
    });
    return lost;
  }
}
