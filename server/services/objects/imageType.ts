import type { ImageContentType } from "../../../shared/constants";

/**
 * The image types the platform knows: the ones it stores (PNG, JPEG, GIF, WebP), known by their
 * first bytes, and SVG, which question files carry but is never stored (it is text, so it is
 * known by its name only, and a browser runs what it holds).
 */
export type ImageType = ImageContentType | "image/svg+xml";

/** Each type's extensions, the usual one first. A Map: a name ending ".constructor" must find nothing. */
const EXTENSION_TYPES = new Map<string, ImageType>([
  ["png", "image/png"],
  ["jpg", "image/jpeg"],
  ["jpeg", "image/jpeg"],
  ["gif", "image/gif"],
  ["webp", "image/webp"],
  ["svg", "image/svg+xml"],
]);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
};

/** The image type a file name says, or undefined for a name of no image type known here. */
export const imageTypeOfName = (name: string): ImageType | undefined => EXTENSION_TYPES.get(extensionOf(name));

/** The usual extension of an image type, or undefined for a type not known here. */
export function imageExtension(type: string): string | undefined {
  for (const [extension, known] of EXTENSION_TYPES) if (known === type) return extension;
  return undefined;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type read from the file's first bytes: names and declared types are whatever the
 * sender says, the bytes are what a browser will decode. SVG is text and never matches.
 */
export function sniffImageType(bytes: Buffer): ImageContentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return undefined;
}

/** The type of an image a question file carries: from its bytes, or for SVG from its name; undefined when it is neither. */
export function imageTypeOf(bytes: Buffer, fileName: string): ImageType | undefined {
  const sniffed = sniffImageType(bytes);
  if (sniffed) return sniffed;
  return imageTypeOfName(fileName) === "image/svg+xml" ? "image/svg+xml" : undefined;
}
