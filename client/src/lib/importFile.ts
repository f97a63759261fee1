import { DETECTION_BYTES, detectKind } from "@shared/imports/detect";
import { KIND_FILES, OFFERED_KINDS, acceptAttribute, type ImportKind, type ImportTarget } from "@shared/imports/formats";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "@shared/imports/limits";
import {
  INTERCHANGE_EXTENSIONS,
  INTERCHANGE_IMPORT_FORMATS,
  INTERCHANGE_LABELS,
  detectInterchangeFormat,
  type InterchangeImportFormat,
} from "@shared/interchange/formats";
import { interchangeSizeProblem, startsAsZip } from "@shared/interchange/limits";

/**
 * The question imports' files (the bank's and an exam's): a spreadsheet, a printed exam, or
 * another platform's questions (docs/product.md#22-question-interchange), told apart in the
 * browser the way the server tells them, to show the format and ask what the file does not say.
 */

export type ImportFileFormat = ImportKind | InterchangeImportFormat;

/** The import reads QTI 2.1, 2.2 and 3.0 alike, so no version is named. */
export const IMPORT_FILE_LABELS: Record<ImportFileFormat, string> = {
  csv: KIND_FILES.csv.label,
  excel: KIND_FILES.excel.label,
  pdf: KIND_FILES.pdf.label,
  "moodle-xml": INTERCHANGE_LABELS["moodle-xml"],
  gift: INTERCHANGE_LABELS.gift,
  aiken: INTERCHANGE_LABELS.aiken,
  qti: "QTI",
};

/** How the "Formato do arquivo" choice names each format. */
export const FORMAT_CHOICE_LABELS: Record<ImportFileFormat, string> = { ...IMPORT_FILE_LABELS, csv: "CSV (planilha)" };

type QuestionTarget = Extract<ImportTarget, "questions" | "examQuestions">;

const extensionsOf = (target: QuestionTarget) => [
  ...OFFERED_KINDS[target].flatMap((kind) => KIND_FILES[kind].extensions),
  ...INTERCHANGE_EXTENSIONS,
];

/** The file input's `accept=`: the import's own kinds, and the interchange files. */
export const questionFileAccept = (target: QuestionTarget): string =>
  [acceptAttribute(target), ...INTERCHANGE_EXTENSIONS].join(",");

/** ".csv, .xml, .gift, .txt ou .zip", for a field's label. */
export const questionFileExtensionsText = (target: QuestionTarget): string =>
  new Intl.ListFormat("pt-BR", { type: "disjunction" }).format(extensionsOf(target));

export const NO_FORMAT_CHOSEN = "Escolha o formato do arquivo.";

export const isInterchange = (format: ImportFileFormat | null | undefined): format is InterchangeImportFormat =>
  INTERCHANGE_IMPORT_FORMATS.some((known) => known === format);

/** What a file is, told from its first bytes. */
export interface InspectedFile {
  /** Null when the bytes show nothing the import reads. */
  detected: ImportFileFormat | null;
  /** A ZIP: a QTI content package, allowed to weigh more than a single file. */
  isPackage: boolean;
  /**
   * The formats the teacher chooses between when the bytes do not decide: a .txt that is neither
   * Aiken nor GIFT may be a CSV or a list with a slip, an .xml neither Moodle's nor QTI's either one.
   */
  choices: readonly ImportFileFormat[];
}

/**
 * The format to show beside the file before sending: the interchange formats first, as the server
 * looks for them first, then the import's own kinds. The server decides again on its own.
 */
export async function inspectQuestionFile(file: File, target: QuestionTarget): Promise<InspectedFile> {
  const head = new Uint8Array(await file.slice(0, DETECTION_BYTES).arrayBuffer());
  const interchange = detectInterchangeFormat(head, file.name);
  if (interchange) return { detected: interchange, isPackage: startsAsZip(head), choices: [] };
  const kind = detectKind(head, file.name, OFFERED_KINDS[target]);
  const extension = file.name.toLowerCase().split(".").pop();
  if (extension === "txt" && kind === "csv") return { detected: kind, isPackage: false, choices: ["csv", "gift", "aiken"] };
  if (extension === "xml" && !kind) return { detected: null, isPackage: false, choices: ["moodle-xml", "qti"] };
  return { detected: kind, isPackage: false, choices: [] };
}

/** The size refusal the server would give after the whole upload; undefined when the file may go. */
export function questionFileSizeProblem(size: number, format: ImportFileFormat, isPackage: boolean): string | undefined {
  if (size === 0) return "O arquivo está vazio.";
  if (isInterchange(format)) return interchangeSizeProblem(size, isPackage);
  return size > MAX_IMPORT_BYTES ? FILE_TOO_LARGE : undefined;
}
