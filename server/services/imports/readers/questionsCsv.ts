import type { QuestionDraft } from "../../../../shared/imports/drafts";
import { bankDraftsOf } from "../bankSheet";
import { readBankCsv } from "../csv";
import type { QuestionReadOptions, SourceReader } from "../reader";

/** The bank's spreadsheet saved as CSV. */
export const questionsFromCsv: SourceReader<QuestionDraft, QuestionReadOptions> = async (bytes, { defaults }) =>
  bankDraftsOf(readBankCsv(bytes), defaults);
