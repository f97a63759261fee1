import sharp from "sharp";
import type { RgbImage } from "./raster";

const raw = (img: RgbImage) => sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });

export interface JpegOptions {
  /**
   * EXIF orientation (1–8) to record. Phones store a portrait photo as landscape pixels plus
   * orientation 6; a reader that ignores the tag sees the sheet on its side.
   */
  orientation?: number;
}

/**
 * JPEG as cameras and scanners write it: 4:2:0 chroma below quality 90, 4:4:4 above (as most
 * phones do at their top settings). Its 8 × 8 blocks and ringing around ink are part of what the
 * reader must cope with.
 */
export async function encodeJpeg(img: RgbImage, quality: number, options: JpegOptions = {}): Promise<Buffer> {
  let pipeline = raw(img);
  if (options.orientation) pipeline = pipeline.withMetadata({ orientation: options.orientation });
  return pipeline.jpeg({ quality: Math.round(quality), chromaSubsampling: quality >= 90 ? "4:4:4" : "4:2:0" }).toBuffer();
}

/** Lossless PNG; `dpi` is recorded as a scanner would. */
export async function encodePng(img: RgbImage, dpi?: number): Promise<Buffer> {
  let pipeline = raw(img);
  if (dpi) pipeline = pipeline.withMetadata({ density: dpi });
  return pipeline.png({ compressionLevel: 6 }).toBuffer();
}

/** Any picture sharp reads, as RGB (grey spread to three channels, alpha dropped); EXIF orientation is not applied. */
export async function decode(bytes: Buffer | Uint8Array): Promise<RgbImage> {
  const { data, info } = await sharp(bytes).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  if (channels === 3) return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  const out = new Uint8Array(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    for (let c = 0; c < 3; c++) out[p * 3 + c] = data[p * channels + Math.min(c, channels - 1)];
  }
  return { width, height, data: out };
}
