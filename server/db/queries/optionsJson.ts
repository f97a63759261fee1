import { sql, type SQL } from "drizzle-orm";
import { questionBankOptions, questionOptions } from "../schema";
import type { QuestionOptionRow } from "./examQuestions";

/** An option as a statement returns it inside JSON: its timestamps arrive as text. */
type OptionJson = Omit<QuestionOptionRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

/**
 * The options of one question, in letter order, as a JSON array (an empty one when it has none):
 * questions and their options in one statement. `questionId` comes qualified by its table:
 * drizzle leaves columns of a one-table select unqualified, and inside the subquery a bare "id"
 * would name the option's own.
 */
export function optionsJson(table: typeof questionOptions | typeof questionBankOptions, questionId: SQL) {
  return sql<OptionJson[]>`coalesce((select json_agg(json_build_object(
      'id', ${table.id}, 'questionId', ${table.questionId}, 'optionText', ${table.optionText},
      'optionLetter', ${table.optionLetter}, 'isCorrect', ${table.isCorrect}, 'isDistractor', ${table.isDistractor},
      'createdAt', ${table.createdAt}, 'updatedAt', ${table.updatedAt}) order by ${table.optionLetter})
    from ${table} where ${table.questionId} = ${questionId}), '[]'::json)`;
}

/** The row with its options' timestamps as dates, as every other query returns them. */
export function withOptionDates<T extends { options: OptionJson[] }>(
  row: T,
): Omit<T, "options"> & { options: QuestionOptionRow[] } {
  return {
    ...row,
    options: row.options.map((option) => ({
      ...option,
      createdAt: new Date(option.createdAt),
      updatedAt: new Date(option.updatedAt),
    })),
  };
}
