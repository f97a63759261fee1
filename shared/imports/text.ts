/** Text helpers shared by the CSV importers. Browser-safe: no Node APIs. */

/**
 * Lower case without accents, so `Matéria`, `MATERIA` and `matéria` compare equal.
 * NFKD also turns the ordinal signs `º` and `ª` into `o` and `a` (`5º` becomes `5o`).
 */
export function fold(value: string): string {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").replace(/°/g, "o").toLowerCase();
}

/** `fold` reduced to letters and digits only: `Texto da Questão` and `texto_questao` become `textodaquestao` and `textoquestao`. */
export function compactKey(value: string): string {
  return fold(value).replace(/[^a-z0-9]/g, "");
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export type CsvDelimiter = "," | ";" | "\t";

/**
 * Chooses the separator from the header line, which has no commas in its cells, instead of
 * letting the parser guess from data rows where a `;` file may contain many commas (`1,5`).
 * Brazilian Excel saves `;`; an Excel `sep=;` first line states it outright.
 */
export function detectDelimiter(text: string): { delimiter: CsvDelimiter; body: string } {
  const sepLine = /^sep=(.)\r?\n/i.exec(text);
  if (sepLine && isDelimiter(sepLine[1])) return { delimiter: sepLine[1], body: text.slice(sepLine[0].length) };

  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  const counts: Record<CsvDelimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && isDelimiter(char)) counts[char] += 1;
  }
  const best = (Object.keys(counts) as CsvDelimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ",");
  return { delimiter: best, body: text };
}

function isDelimiter(char: string): char is CsvDelimiter {
  return char === "," || char === ";" || char === "\t";
}

/**
 * Bytes of a CSV file as text. Excel's "CSV" in Portuguese Windows is Windows-1252, not UTF-8,
 * so bytes that are not valid UTF-8 are read as Windows-1252 instead of turning accents into `�`.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return stripBom(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** True when the text cannot be a CSV someone typed: NUL bytes mean a binary file (an .xlsx renamed .csv). */
export function looksBinary(text: string): boolean {
  return text.slice(0, 4096).includes("\u0000");
}
