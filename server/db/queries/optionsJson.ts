import { sql, type SQL } from "drizzle-orm";
import { questionBankOptions, questionOptions } from "../schema";
import type { QuestionOptionRow } from "./examQuestions";

/** An option as questions carry it: what every page, export and score reads of it. */
export type OptionJson = Omit<QuestionOptionRow, "createdAt" | "updatedAt">;

/**
 * The options of one question, in letter order, as a JSON array (an empty one when it has none):
 * questions and their options in one statement. Each option is a row turned into JSON, which
 * costs PostgreSQL a quarter less than building an object from pairs. `questionId` comes
 * qualified by its table: drizzle leaves columns of a one-table select unqualified, and inside
 * the subquery a bare "id" would name the option's own.
 */
export function optionsJson(table: typeof questionOptions | typeof questionBankOptions, questionId: SQL) {
  return sql<OptionJson[]>`coalesce((select json_agg("option" order by "option"."optionLetter") from (
      select ${table.id} as "id", ${table.questionId} as "questionId", ${table.optionText} as "optionText",
        ${table.optionLetter} as "optionLetter", ${table.isCorrect} as "isCorrect", ${table.isDistractor} as "isDistractor"
      from ${table} where ${table.questionId} = ${questionId}) as "option"), '[]'::json)`;
}
