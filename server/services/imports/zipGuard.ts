import { inflateRawSync } from "node:zlib";
import { isOleContainer } from "../../../shared/imports/detect";
import {
  INVALID_EXCEL,
  LEGACY_EXCEL,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_RATIO,
  MAX_ZIP_UNCOMPRESSED_BYTES,
  ZIP_RATIO_FLOOR_BYTES,
  ZIP_RATIO_TOO_HIGH,
  ZIP_SIZE_MISMATCH,
  ZIP_TOO_LARGE,
  ZIP_TOO_MANY_ENTRIES,
} from "./limits";

/**
 * Checks an .xlsx (a ZIP) before exceljs expands it in memory. Reads the central directory
 * itself, then inflates each entry with an output cap of its declared size, because a zip bomb
 * can also lie about its sizes. Returns the refusal message, or null when the file may be read.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** ZIP64 marks sizes and counts too large for 32 bits; no honest 10 MB spreadsheet needs it. */
const ZIP64_MARK = 0xffffffff;

type Entry = { method: number; flags: number; compressedSize: number; size: number; localOffset: number };

export function checkXlsxZip(buffer: Buffer): string | null {
  // Old .xls files and password-protected .xlsx are OLE containers, not ZIPs.
  if (isOleContainer(buffer)) return LEGACY_EXCEL;
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== LOCAL_HEADER) return INVALID_EXCEL;

  const entries = readCentralDirectory(buffer);
  if (typeof entries === "string") return entries;

  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  const compressed = entries.reduce((sum, entry) => sum + entry.compressedSize, 0);
  if (declared > MAX_ZIP_UNCOMPRESSED_BYTES) return ZIP_TOO_LARGE;
  if (declared > ZIP_RATIO_FLOOR_BYTES && declared > MAX_ZIP_RATIO * Math.max(compressed, 1)) return ZIP_RATIO_TOO_HIGH;

  for (const entry of entries) {
    const problem = checkEntryData(buffer, entry);
    if (problem) return problem;
  }
  return null;
}

function readCentralDirectory(buffer: Buffer): Entry[] | string {
  const end = findEndOfCentralDirectory(buffer);
  if (end < 0) return INVALID_EXCEL;
  const count = buffer.readUInt16LE(end + 10);
  const offset = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || offset === ZIP64_MARK) return ZIP_TOO_MANY_ENTRIES;
  if (count > MAX_ZIP_ENTRIES) return ZIP_TOO_MANY_ENTRIES;

  const entries: Entry[] = [];
  let position = offset;
  for (let index = 0; index < count; index += 1) {
    if (position + 46 > buffer.length || buffer.readUInt32LE(position) !== CENTRAL_HEADER) return INVALID_EXCEL;
    const entry: Entry = {
      flags: buffer.readUInt16LE(position + 8),
      method: buffer.readUInt16LE(position + 10),
      compressedSize: buffer.readUInt32LE(position + 20),
      size: buffer.readUInt32LE(position + 24),
      localOffset: buffer.readUInt32LE(position + 42),
    };
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) return ZIP_TOO_LARGE;
    entries.push(entry);
    position += 46 + buffer.readUInt16LE(position + 28) + buffer.readUInt16LE(position + 30) + buffer.readUInt16LE(position + 32);
  }
  return entries;
}

/** The end record sits in the last 22 bytes plus a comment of up to 64 KB. */
function findEndOfCentralDirectory(buffer: Buffer): number {
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let position = buffer.length - 22; position >= lowest; position -= 1) {
    if (buffer.readUInt32LE(position) === END_OF_CENTRAL_DIRECTORY) return position;
  }
  return -1;
}

function checkEntryData(buffer: Buffer, entry: Entry): string | null {
  if (entry.flags & 1) return LEGACY_EXCEL; // encrypted entry
  const header = entry.localOffset;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== LOCAL_HEADER) return INVALID_EXCEL;
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  if (start + entry.compressedSize > buffer.length) return INVALID_EXCEL;

  if (entry.method === 0) return entry.compressedSize === entry.size ? null : INVALID_EXCEL;
  if (entry.method !== 8) return INVALID_EXCEL;
  try {
    // Output past the declared size throws instead of allocating what a lying entry would expand to.
    const data = inflateRawSync(buffer.subarray(start, start + entry.compressedSize), {
      maxOutputLength: Math.max(entry.size, 1),
    });
    return data.length === entry.size ? null : ZIP_SIZE_MISMATCH;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" ? ZIP_SIZE_MISMATCH : INVALID_EXCEL;
  }
}
