import { INVALID_FORMAT } from "./examQuestions";

/** The kinds of file the imports tell apart, and what each import screen offers. */

export const IMPORT_KINDS = ["csv", "excel", "pdf"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Questions into the bank, questions into one exam, students into a class, staff into the network. */
export type ImportTarget = "questions" | "examQuestions" | "roster" | "staff";

/**
 * How the screens name each kind, and the extensions a file picker offers for it. An old .xls is
 * offered beside .xlsx so that the server, which knows it by its bytes, can say how to save it as .xlsx.
 */
export const KIND_FILES: Record<ImportKind, { label: string; extensions: readonly string[] }> = {
  csv: { label: "CSV", extensions: [".csv"] },
  excel: { label: "Excel", extensions: [".xlsx", ".xls"] },
  pdf: { label: "PDF", extensions: [".pdf"] },
};

/** The kinds each import's screen offers; the server has a reader for each (tests/unit/importRegistry.test.ts). */
export const OFFERED_KINDS: Record<ImportTarget, readonly ImportKind[]> = {
  questions: ["csv", "excel", "pdf"],
  examQuestions: ["csv", "excel"],
  roster: ["csv", "excel"],
  staff: ["csv", "excel"],
};

const offeredExtensions = (target: ImportTarget) => OFFERED_KINDS[target].flatMap((kind) => KIND_FILES[kind].extensions);

/** The file input's `accept=`. */
export const acceptAttribute = (target: ImportTarget): string => offeredExtensions(target).join(",");

/** ".csv, .xlsx, .xls ou .pdf", for a field's label. */
export const offeredExtensionsText = (target: ImportTarget): string =>
  new Intl.ListFormat("pt-BR", { type: "disjunction" }).format(offeredExtensions(target));

export const NO_FILE = "Escolha um arquivo para importar.";

/** Why a file of a kind the import does not read (or of no kind at all) is refused. */
export const UNSUPPORTED_FORMAT: Record<ImportTarget, string> = {
  questions: "Formato não suportado: use CSV, Excel (.xlsx) ou PDF.",
  examQuestions: INVALID_FORMAT,
  roster:
    "Formato de arquivo não suportado: envie uma planilha Excel (.xlsx) ou um arquivo CSV. " +
    "Uma planilha .xls ou .ods pode ser salva como .xlsx ou CSV no próprio programa (Salvar como).",
  staff:
    "Formato de arquivo não suportado: envie uma planilha Excel (.xlsx) ou um arquivo CSV. " +
    "Uma planilha .xls ou .ods pode ser salva como .xlsx ou CSV no próprio programa (Salvar como).",
};
