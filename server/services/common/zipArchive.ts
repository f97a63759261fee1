import { inflateRawSync } from "node:zlib";
import { startsAsZip } from "../../../shared/interchange/limits";

/**
 * A ZIP read by hand, checked before anything in it is expanded: an .xlsx before exceljs expands
 * it in memory, a QTI package before its items are read. The central directory is read first and
 * its declared sizes judged against the caller's limits; an entry is then inflated only when asked
 * for, with an output cap of its declared size, because a zip bomb can also lie about its sizes.
 * Each caller says what it refuses in its own words: the reader only names the problem.
 */

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxRatio: number;
  /** Below this declared total a high ratio is not judged. */
  ratioFloorBytes: number;
}

export type ZipProblem = "invalid" | "encrypted" | "too-large" | "ratio" | "too-many-entries" | "size-mismatch";

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export interface ZipArchive {
  /** Every entry, in the central directory's order, folders included. */
  entries: ZipEntry[];
  /** The files by their name in the ZIP (folders left out; of two with one name, the later). */
  files: Map<string, ZipEntry>;
  /** The entry's bytes, or why they cannot be had. */
  read(entry: ZipEntry): Buffer | { problem: ZipProblem };
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** ZIP64 marks sizes and counts too large for 32 bits, beyond every caller's limits. */
const ZIP64_MARK = 0xffffffff;
const UTF8_NAMES = 0x800;

/** The archive, or its first problem: an encrypted entry, then the declared sizes past the limits. */
export function openZip(buffer: Buffer, limits: ZipLimits): ZipArchive | { problem: ZipProblem } {
  if (buffer.length < 22 || !startsAsZip(buffer)) return { problem: "invalid" };
  const list = readCentralDirectory(buffer, limits);
  if ("problem" in list) return list;

  let declared = 0;
  let compressed = 0;
  for (const entry of list.entries) {
    if (entry.flags & 1) return { problem: "encrypted" };
    declared += entry.size;
    compressed += entry.compressedSize;
  }
  if (declared > limits.maxUncompressedBytes) return { problem: "too-large" };
  if (declared > limits.ratioFloorBytes && declared > limits.maxRatio * Math.max(compressed, 1)) return { problem: "ratio" };

  const files = new Map<string, ZipEntry>();
  for (const entry of list.entries) if (!entry.name.endsWith("/")) files.set(entry.name, entry);
  return { entries: list.entries, files, read: (entry) => readEntry(buffer, entry) };
}

function readCentralDirectory(buffer: Buffer, limits: ZipLimits): { entries: ZipEntry[] } | { problem: ZipProblem } {
  const end = findEndOfCentralDirectory(buffer);
  if (end < 0) return { problem: "invalid" };
  const count = buffer.readUInt16LE(end + 10);
  const offset = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || offset === ZIP64_MARK || count > limits.maxEntries) return { problem: "too-many-entries" };

  const entries: ZipEntry[] = [];
  let position = offset;
  for (let index = 0; index < count; index += 1) {
    if (position + 46 > buffer.length || buffer.readUInt32LE(position) !== CENTRAL_HEADER) return { problem: "invalid" };
    const flags = buffer.readUInt16LE(position + 8);
    const nameLength = buffer.readUInt16LE(position + 28);
    if (position + 46 + nameLength > buffer.length) return { problem: "invalid" };
    const nameBytes = buffer.subarray(position + 46, position + 46 + nameLength);
    const entry: ZipEntry = {
      // Names without the UTF-8 flag are CP437, which agrees with Latin-1 on every character a path needs.
      name: nameBytes.toString(flags & UTF8_NAMES ? "utf8" : "latin1"),
      flags,
      method: buffer.readUInt16LE(position + 10),
      compressedSize: buffer.readUInt32LE(position + 20),
      size: buffer.readUInt32LE(position + 24),
      localOffset: buffer.readUInt32LE(position + 42),
    };
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) return { problem: "too-large" };
    entries.push(entry);
    position += 46 + nameLength + buffer.readUInt16LE(position + 30) + buffer.readUInt16LE(position + 32);
  }
  return { entries };
}

/** The end record sits in the last 22 bytes plus a comment of up to 64 KB. */
function findEndOfCentralDirectory(buffer: Buffer): number {
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let position = buffer.length - 22; position >= lowest; position -= 1) {
    if (buffer.readUInt32LE(position) === END_OF_CENTRAL_DIRECTORY) return position;
  }
  return -1;
}

function readEntry(buffer: Buffer, entry: ZipEntry): Buffer | { problem: ZipProblem } {
  const header = entry.localOffset;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== LOCAL_HEADER) return { problem: "invalid" };
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  if (start + entry.compressedSize > buffer.length) return { problem: "invalid" };
  const data = buffer.subarray(start, start + entry.compressedSize);

  if (entry.method === 0) return entry.compressedSize === entry.size ? data : { problem: "size-mismatch" };
  if (entry.method !== 8) return { problem: "invalid" };
  try {
    // Output past the declared size throws instead of allocating what a lying entry would expand to.
    const inflated = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
    return inflated.length === entry.size ? inflated : { problem: "size-mismatch" };
  } catch (error) {
    return { problem: (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" ? "size-mismatch" : "invalid" };
  }
}
