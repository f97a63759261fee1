import { detectKind } from "../../../shared/imports/detect";
import type { QuestionDraft } from "../../../shared/imports/drafts";
import { IMPORT_KINDS, NO_FILE, UNSUPPORTED_FORMAT, type ImportKind, type ImportTarget } from "../../../shared/imports/formats";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "../../../shared/imports/limits";
import { AppError } from "../../errors";
import type { QuestionReadOptions, ReadOutcome, SourceReader } from "./reader";
import { examQuestionsFromCsv } from "./readers/examQuestionsCsv";
import { examQuestionsFromExcel } from "./readers/examQuestionsExcel";
import { questionsFromCsv } from "./readers/questionsCsv";
import { questionsFromExcel } from "./readers/questionsExcel";
import { questionsFromPdf } from "./readers/questionsPdf";
import { rosterFromCsv } from "./readers/rosterCsv";
import { rosterFromExcel } from "./readers/rosterExcel";
import { staffFromCsv } from "./readers/staffCsv";
import { staffFromExcel } from "./readers/staffExcel";
import type { RosterRow } from "./rosterSheet";
import type { StaffRow } from "./staffSheet";

/** What each import reads a file into, and what its readers are told beside the bytes. */
interface ImportShapes {
  questions: { item: QuestionDraft; options: QuestionReadOptions };
  examQuestions: { item: QuestionDraft; options: undefined };
  roster: { item: RosterRow; options: undefined };
  staff: { item: StaffRow; options: undefined };
}
type ItemOf<T extends ImportTarget> = ImportShapes[T]["item"];
type OptionsOf<T extends ImportTarget> = ImportShapes[T]["options"];
type Registry = { [T in ImportTarget]: Partial<Record<ImportKind, SourceReader<ItemOf<T>, OptionsOf<T>>>> };

/**
 * Each import's reader for each kind of file it takes. A kind with no reader here is refused for
 * that import with its Portuguese message, so a new format is a reader file and one line here.
 */
export const REGISTRY: Registry = {
  questions: { csv: questionsFromCsv, excel: questionsFromExcel, pdf: questionsFromPdf },
  examQuestions: { csv: examQuestionsFromCsv, excel: examQuestionsFromExcel },
  roster: { csv: rosterFromCsv, excel: rosterFromExcel },
  staff: { csv: staffFromCsv, excel: staffFromExcel },
};

export const readableKinds = (target: ImportTarget): ImportKind[] => IMPORT_KINDS.filter((kind) => REGISTRY[target][kind]);

/** An uploaded file as the routes hand it over. */
export type Upload = { name: string; bytes: Buffer };

/** A refusal of the file as a whole, in the shape the import screens show beside the file field. */
export const refusedFile = (message: string): AppError => AppError.badRequest(message, { file: message });

/**
 * Reads a file of a known kind with that import's reader. The one size check of the pipeline: the
 * upload routes already cut a larger file off as it arrives, this keeps every other caller to it
 * before any reader starts.
 */
export async function readImport<T extends ImportTarget>(
  target: T,
  kind: ImportKind,
  bytes: Buffer,
  options: OptionsOf<T>,
): Promise<ReadOutcome<ItemOf<T>>> {
  if (bytes.length > MAX_IMPORT_BYTES) return { refusal: FILE_TOO_LARGE };
  const reader = REGISTRY[target][kind];
  if (!reader) return { refusal: UNSUPPORTED_FORMAT[target] };
  return reader(bytes, options);
}

/**
 * The kind an upload is read as, told from its bytes (its name only a hint, and no word from the
 * browser); a 400 when there is no file or this import reads no such file.
 */
export function uploadKind(target: ImportTarget, file: Upload | undefined): { kind: ImportKind; bytes: Buffer } {
  if (!file) throw refusedFile(NO_FILE);
  const kind = detectKind(file.bytes, file.name, readableKinds(target));
  if (!kind) throw refusedFile(UNSUPPORTED_FORMAT[target]);
  return { kind, bytes: file.bytes };
}

/** An upload read by its import's reader for its kind. */
export async function readUpload<T extends ImportTarget>(
  target: T,
  file: Upload | undefined,
  options: OptionsOf<T>,
): Promise<ReadOutcome<ItemOf<T>>> {
  const { kind, bytes } = uploadKind(target, file);
  return readImport(target, kind, bytes, options);
}
