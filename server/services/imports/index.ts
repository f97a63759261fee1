import { normalizeBankRow, type BankImportRow } from "./bankRow";
import { readBankCsv } from "./csv";
import { readBankExcel } from "./excel";
import { REQUIRED_COLUMNS } from "./headers";
import { ROW_KEY } from "./layout";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "./limits";
import { readBankPdf, type BankImportDefaults } from "./pdf";
import type { Sheet } from "./sheet";

export type { BankImportRow } from "./bankRow";
export type { BankImportDefaults } from "./pdf";
export type BankImportFileType = "csv" | "excel" | "pdf";
export type BankImportResult = { rows: BankImportRow[]; errors: string[] };

export const PDF_NEEDS_DEFAULTS = "Para importar um PDF, informe a matéria e a série das questões.";

/**
 * Reads and checks a bank import file. Good rows are kept and each bad row adds one message;
 * a file refused whole (too large, too many rows, not a valid file, no header) comes back with
 * no rows and a single message. No database access: the caller matches grades and saves.
 *
 * `defaults` fill blank subject, grade and difficulty cells (and the missing columns); a PDF needs
 * them, since it has no such columns.
 */
export async function readBankFile(
  type: BankImportFileType,
  buffer: Buffer,
  defaults?: Partial<BankImportDefaults>,
): Promise<BankImportResult> {
  if (buffer.length > MAX_IMPORT_BYTES) return { rows: [], errors: [FILE_TOO_LARGE] };

  const sheet = await read(type, buffer, defaults);
  if (!sheet) return { rows: [], errors: [PDF_NEEDS_DEFAULTS] };
  const missing = missingColumns(sheet, defaults);
  if (missing) return { rows: [], errors: [missing] };

  const result: BankImportResult = { rows: [], errors: [...sheet.errors] };
  for (const cells of sheet.rows) {
    const normalized = normalizeBankRow(withDefaults(cells, defaults), Number(cells[ROW_KEY]));
    if ("value" in normalized) result.rows.push(normalized.value);
    else result.errors.push(normalized.error);
  }
  return result;
}

async function read(type: BankImportFileType, buffer: Buffer, defaults?: Partial<BankImportDefaults>) {
  if (type === "csv") return readBankCsv(buffer);
  if (type === "excel") return readBankExcel(buffer);
  if (!defaults?.subject?.trim() || !defaults.grade?.trim()) return null;
  return readBankPdf(buffer, { subject: defaults.subject, grade: defaults.grade, difficulty: defaults.difficulty });
}

const DEFAULT_FOR: Partial<Record<string, keyof BankImportDefaults>> = {
  materia: "subject",
  serie: "grade",
  dificuldade: "difficulty",
};

function withDefaults(cells: Record<string, string>, defaults?: Partial<BankImportDefaults>): Record<string, string> {
  if (!defaults) return cells;
  const filled = { ...cells };
  for (const [column, field] of Object.entries(DEFAULT_FOR)) {
    const fallback = field && defaults[field]?.trim();
    if (fallback && !filled[column]?.trim()) filled[column] = fallback;
  }
  return filled;
}

/** A required column absent from the header would fail every row the same way; say it once. */
function missingColumns(sheet: Sheet, defaults?: Partial<BankImportDefaults>): string | null {
  const first = sheet.rows[0];
  if (!first) return null;
  const missing = REQUIRED_COLUMNS.filter(
    (column) => !(column in first) && !(DEFAULT_FOR[column] && defaults?.[DEFAULT_FOR[column]]?.trim()),
  );
  return missing.length > 0 ? `Colunas obrigatórias ausentes no cabeçalho: ${missing.join(", ")}.` : null;
}
