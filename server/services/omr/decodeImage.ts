import { execFile } from "node:child_process";
import { promisify } from "node:util";
import sharp from "sharp";
import type { GrayImage } from "../../../shared/omr/grayImage";

/**
 * Scans and photos into the mark reader's greyscale pictures. A photo is turned as its camera
 * says (EXIF) and made no larger than needed: a sheet photographed whole at 12 megapixels is read
 * as well at 2,400 px, with a tenth of the memory. A PDF from the copier is drawn page by page at
 * 150 dpi by poppler's pdftoppm (the same tool that reads the printed PDFs back in the tests),
 * whatever its pages hold (JPEG, CCITT fax, JBIG2), so memory stays one page's worth.
 */

const execFileAsync = promisify(execFile);

/** The longest side a photo is read at. */
const PHOTO_SIZE = 2400;
/** Larger pictures are refused before they are decoded: 50 megapixels. */
const MAX_PIXELS = 50_000_000;
const PDF_DPI = 150;

export class UnreadableFile extends Error {}

export async function decodePhoto(bytes: Buffer): Promise<GrayImage> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .grayscale()
      .resize({ width: PHOTO_SIZE, height: PHOTO_SIZE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  } catch (error) {
    throw new UnreadableFile(error instanceof Error ? error.message : String(error));
  }
}

/** A binary PGM (P5), as pdftoppm -gray writes it. */
export function parsePgm(bytes: Buffer): GrayImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.toString("latin1", 0, 64));
  if (!header || header[3] !== "255") throw new UnreadableFile("imagem PGM inválida");
  const width = Number(header[1]);
  const height = Number(header[2]);
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset + header[0].length, width * height);
  if (data.length < width * height) throw new UnreadableFile("imagem PGM incompleta");
  return { width, height, data };
}

/** How many pages a PDF file has (pdfinfo), or an UnreadableFile for a file that is not a PDF poppler can open. */
export async function pdfPageCount(path: string): Promise<number> {
  try {
    const { stdout } = await execFileAsync("pdfinfo", [path], { timeout: 30_000 });
    const pages = /Pages:\s+(\d+)/.exec(stdout);
    if (!pages) throw new UnreadableFile("PDF sem páginas");
    return Number(pages[1]);
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile("PDF corrompido ou protegido");
  }
}

/** Page `page` (from 1) of a PDF file, drawn in grey at 150 dpi, as PGM bytes (for a reader thread). */
export async function pdfPagePgm(path: string, page: number): Promise<Buffer> {
  try {
    const args = ["-r", String(PDF_DPI), "-gray", "-f", String(page), "-l", String(page), "-singlefile", path];
    const { stdout } = await execFileAsync("pdftoppm", args, {
      encoding: "buffer",
      maxBuffer: 64 * 1024 * 1024,
      timeout: 60_000,
    });
    return stdout;
  } catch {
    throw new UnreadableFile(`página ${page} ilegível`);
  }
}
