/**
 * The bytes of a text interchange file (GIFT, Aiken) as text. Teachers save these files from
 * Notepad or Word on Portuguese Windows: UTF-8 with or without a BOM, UTF-16 when they pick
 * "Unicode", or Windows-1252 ("ANSI"). Bytes that are not valid UTF-8 are read as Windows-1252, so
 * "ação" does not turn into "a��o". Line ends become `\n` whatever the editor wrote.
 */
export function decodeText(bytes: Buffer): string {
  return normaliseLineEnds(decodeBytes(bytes));
}

function decodeBytes(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return withWindows1252Punctuation(new TextDecoder("windows-1252").decode(body));
  }
}

/**
 * Windows-1252's bytes 0x80–0x9F (“ ” ‘ ’ – — … €, what Word types for quotes and dashes) as
 * their characters. Some Node versions decode "windows-1252" as Latin-1, which gives these bytes
 * as invisible control characters; where the decoder is right there are none left to map.
 */
// prettier-ignore
const WINDOWS_1252_HIGH = [
  "€", "\x81", "‚", "ƒ", "„", "…", "†", "‡", "ˆ", "‰", "Š", "‹", "Œ", "\x8d", "Ž", "\x8f",
  "\x90", "‘", "’", "“", "”", "•", "–", "—", "˜", "™", "š", "›", "œ", "\x9d", "ž", "Ÿ",
];
const withWindows1252Punctuation = (text: string) =>
  text.replace(/[\x80-\x9f]/g, (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80]);

const normaliseLineEnds = (text: string) => text.replace(/\r\n?/g, "\n");
