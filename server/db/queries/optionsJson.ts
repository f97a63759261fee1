import { sql, type SQL } from "drizzle-orm";
import { questionBankOptions, questionOptions } from "../schema";
import type { QuestionOptionRow } from "./examQuestions";

/** An option as questions carry it: what every page, export and score reads of it. */
export type OptionJson = Omit<QuestionOptionRow, "createdAt" | "updatedAt">;

/**
 * The options of one question, in letter order, as a JSON array (an empty one when it has none):
 * questions and their options in one statement. `questionId` comes qualified by its table:
 * drizzle leaves columns of a one-table select unqualified, and inside the subquery a bare "id"
 * would name the option's own.
 */
export function optionsJson(table: typeof questionOptions | typeof questionBankOptions, questionId: SQL) {
  return sql<OptionJson[]>`coalesce((select json_agg(json_build_object(
      'id', ${table.id}, 'questionId', ${table.questionId}, 'optionText', ${table.optionText},
      'optionLetter', ${table.optionLetter}, 'isCorrect', ${table.isCorrect}, 'isDistractor', ${table.isDistractor})
      order by ${table.optionLetter})
    from ${table} where ${table.questionId} = ${questionId}), '[]'::json)`;
}
