import { DETECTION_BYTES } from "../../../shared/imports/detect";
import {
  detectInterchangeFormat,
  INTERCHANGE_IMPORT_FORMATS,
  type InterchangeExportFormat,
  type InterchangeImportFormat,
} from "../../../shared/interchange/formats";
import { readAiken } from "./aiken/read";
import { writeAiken } from "./aiken/write";
import { readGift } from "./gift/read";
import { writeGift } from "./gift/write";
import { readMoodleXml } from "./moodle/read";
import { writeMoodleXml } from "./moodle/write";
import type { PortableReader, PortableWriter } from "./portable";
import { readQti } from "./qti/read";
import { writeQti21, writeQti3 } from "./qti/write";

/** Each interchange format's reader and writer (docs/architecture.md#19-interchange). */
export const INTERCHANGE_READERS: Record<InterchangeImportFormat, PortableReader> = {
  "moodle-xml": readMoodleXml,
  gift: readGift,
  aiken: readAiken,
  qti: readQti,
};

export const INTERCHANGE_WRITERS: Record<InterchangeExportFormat, PortableWriter> = {
  "moodle-xml": writeMoodleXml,
  gift: writeGift,
  aiken: writeAiken,
  qti: writeQti3,
  qti21: writeQti21,
};

/**
 * The interchange format of an uploaded bank file: what its bytes show (detectInterchangeFormat),
 * else the one the form asked for; null leaves it to the spreadsheet and PDF readers.
 */
export function interchangeFormatOf(file: { name: string; bytes: Buffer } | undefined, requested: string | undefined) {
  if (!file) return null;
  const detected = detectInterchangeFormat(file.bytes.subarray(0, DETECTION_BYTES), file.name);
  if (detected) return detected;
  return INTERCHANGE_IMPORT_FORMATS.find((format) => format === requested) ?? null;
}
