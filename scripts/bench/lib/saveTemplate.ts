import pg from "pg";

/**
 * The statements the app runs to save one answer, as recorded from it (saveStatements.ts), with
 * each value that comes from the request marked as a slot: any other save is the same statements
 * with the slots filled in. Kept apart from the recorder so the bare handler loads no app code.
 */
export type Slot = "attemptId" | "questionId" | "selectedOptionId" | "revision" | "now" | "answers";

export interface TemplateStatement {
  text: string;
  /** A request's value, or a constant the app always sends here. */
  values: Array<{ slot: Slot } | { value: unknown }>;
  /** The app prepares it (a named statement, once per connection). */
  prepared: boolean;
}

export interface SaveTemplate {
  statements: TemplateStatement[];
}

/** One answer written by a student's device, as the save's body carries it. */
export interface AnswerWrite {
  attemptId: string;
  questionId: string;
  selectedOptionId: string;
  revision: number;
}

/** The save's answers as the app binds them: one JSON text (see saveAnswersIfOpen). */
export const answersJson = (write: AnswerWrite, revision: number | string = write.revision) =>
  `[{"questionId":"${write.questionId}","selectedOptionId":"${write.selectedOptionId}","textAnswer":null,"revision":${revision}}]`;

/** The values of one statement for this write, saved at `now` (as the app sends a date: ISO text). */
export function valuesFor(statement: TemplateStatement, write: AnswerWrite, now: Date): unknown[] {
  return statement.values.map((value) => {
    if ("value" in value) return value.value;
    if (value.slot === "answers") return answersJson(write);
    return value.slot === "now" ? now.toISOString() : write[value.slot];
  });
}

/**
 * The save as a pgbench script: the statements with this write's values written in as literals,
 * except the revision, which is read from the clock in microseconds so every transaction is newer
 * than the last one and really replaces the stored answer (a fixed revision would be refused after
 * the first run, and a refused write costs less than a saved one).
 */
const CLOCK_REVISION = "(extract(epoch from clock_timestamp()) * 1000000)::bigint";

export function pgbenchScriptOf(template: SaveTemplate, write: AnswerWrite, now: Date): string {
  return template.statements
    .map(
      (statement) =>
        `${statement.text.replace(/\$(\d+)/g, (_, index: string) => {
          const value = statement.values[Number(index) - 1];
          if ("slot" in value && value.slot === "revision") return CLOCK_REVISION;
          if ("slot" in value && value.slot === "answers")
            return `replace(${pg.escapeLiteral(answersJson(write, 0))}, '"revision":0', '"revision":' || ${CLOCK_REVISION})`;
          const [literal] = valuesFor({ ...statement, values: [value] }, write, now);
          return literal === null || literal === undefined ? "null" : pg.escapeLiteral(String(literal));
        })};\n`,
    )
    .join("");
}
