import type { QuestionDraft } from "../../../../shared/imports/drafts";
import { bankDraftsOf } from "../bankSheet";
import { readBankExcel } from "../excel";
import type { QuestionReadOptions, SourceReader } from "../reader";

/** The bank's spreadsheet as an .xlsx (its first worksheet). */
export const questionsFromExcel: SourceReader<QuestionDraft, QuestionReadOptions> = async (bytes, { defaults }) =>
  bankDraftsOf(await readBankExcel(bytes), defaults);
