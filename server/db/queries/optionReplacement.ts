import { eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { questionBankOptions, questionOptions } from "../schema";

type OptionsTable = typeof questionOptions | typeof questionBankOptions;
type OptionValues = Pick<typeof questionOptions.$inferInsert, "optionText" | "optionLetter" | "isCorrect" | "isDistractor">;

/**
 * Replaces a question's options, keeping the id of each letter that stays: answers already given
 * point at those ids, so a corrected key or text must not orphan them (re-scoring reads them).
 */
export async function replaceOptionsByLetter(
  db: Database,
  table: OptionsTable,
  questionId: string,
  options: OptionValues[],
): Promise<void> {
  const existing = await db
    .select({ id: table.id, optionLetter: table.optionLetter })
    .from(table as typeof questionOptions)
    .where(eq(table.questionId, questionId));
  const idOf = new Map(existing.map((option) => [option.optionLetter, option.id]));
  const letters = new Set(options.map((option) => option.optionLetter));
  const removed = existing.filter((option) => !letters.has(option.optionLetter)).map((option) => option.id);
  if (removed.length > 0) await db.delete(table).where(inArray(table.id, removed));
  for (const option of options) {
    const id = idOf.get(option.optionLetter);
    if (id)
      await db
        .update(table)
        .set({ ...option, updatedAt: new Date() })
        .where(eq(table.id, id));
  }
  const added = options.filter((option) => !idOf.has(option.optionLetter));
  if (added.length > 0) await db.insert(table).values(added.map((option) => ({ ...option, questionId })));
}
