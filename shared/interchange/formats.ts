/**
 * The question interchange formats (docs/product.md#22-question-interchange): what the bank and
 * an exam import, and what they export. Browser-safe: the import and export screens list these.
 */

import { startsAsZip } from "./limits";

export const INTERCHANGE_IMPORT_FORMATS = ["moodle-xml", "gift", "aiken", "qti"] as const;
export type InterchangeImportFormat = (typeof INTERCHANGE_IMPORT_FORMATS)[number];

/** `qti` is a QTI 3.0 package; `qti21` the same for platforms that read only QTI 2.1. */
export const INTERCHANGE_EXPORT_FORMATS = ["moodle-xml", "gift", "aiken", "qti", "qti21"] as const;
export type InterchangeExportFormat = (typeof INTERCHANGE_EXPORT_FORMATS)[number];

export const INTERCHANGE_LABELS: Record<InterchangeExportFormat, string> = {
  "moodle-xml": "Moodle XML",
  gift: "GIFT",
  aiken: "Aiken",
  qti: "QTI 3.0",
  qti21: "QTI 2.1",
};

/** The file a format is saved as: its extension and content type. */
export const INTERCHANGE_FILES: Record<InterchangeExportFormat, { extension: string; contentType: string }> = {
  "moodle-xml": { extension: "xml", contentType: "application/xml" },
  gift: { extension: "gift", contentType: "text/plain; charset=utf-8" },
  aiken: { extension: "txt", contentType: "text/plain; charset=utf-8" },
  qti: { extension: "zip", contentType: "application/zip" },
  qti21: { extension: "zip", contentType: "application/zip" },
};

/** The extensions a file picker offers for the interchange formats. */
export const INTERCHANGE_EXTENSIONS = [".xml", ".gift", ".txt", ".zip"] as const;

/** What only GIFT writes: a `::title::` or `$CATEGORY:` line, or an answer block opening `{=`, `{~`, `{#`, `{T}`, `{F}`. */
const GIFT_MARKS = /(?:^|\n)\s*(?:::[^:\n]{1,200}::|\$CATEGORY:)|\{\s*(?:[=~#]|T\s*\}|F\s*\}|TRUE\s*\}|FALSE\s*\})/;
const decoder = new TextDecoder("utf-8", { fatal: false });

/**
 * The interchange format a file's first bytes (and, for text, its name) show, or null for none:
 * a ZIP that names imsmanifest.xml is a QTI package; XML with a `<quiz>` is Moodle's, with a QTI
 * item or manifest QTI; text with an `ANSWER:` line Aiken; text named .gift, or with what only
 * GIFT writes, GIFT. Anything else is left to the spreadsheet and PDF readers.
 */
export function detectInterchangeFormat(head: Uint8Array, fileName: string): InterchangeImportFormat | null {
  if (startsAsZip(head)) {
    return decoder.decode(head).includes("imsmanifest.xml") || /\.zip$/i.test(fileName) ? "qti" : null;
  }
  const text = decoder.decode(head).replace(/^\uFEFF/, "");
  const start = text.trimStart();
  if (start.startsWith("<")) {
    if (/<quiz[\s>]/.test(text)) return "moodle-xml";
    if (/<(qti-)?assessment-?item[\s>]|<assessmentItem[\s>]|<manifest[\s>]/i.test(text)) return "qti";
    return null;
  }
  if (/\.gift$/i.test(fileName)) return "gift";
  if (/^ANSWER\s*:\s*[A-Z]\s*$/im.test(text)) return "aiken";
  if (GIFT_MARKS.test(text)) return "gift";
  return null;
}
