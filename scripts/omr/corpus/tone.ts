import { keepCorners } from "./homography";
import { toGray, type RgbImage } from "./raster";

/**
 * What a copier's scan modes do to tones. Many school copiers scan to PDF in grey, or in black and
 * white at a fixed threshold, which turns a light pencil fill into speckle or nothing at all.
 */

/** A greyscale scan, kept as RGB for the rest of the pipeline. */
export function grayscale<T extends RgbImage>(img: T): T {
  const gray = toGray(img).data;
  const out = new Uint8Array(gray.length * 3);
  for (let i = 0, o = 0; i < gray.length; i++, o += 3) out[o] = out[o + 1] = out[o + 2] = gray[i];
  return keepCorners(img, { width: img.width, height: img.height, data: out });
}

/** A black-and-white scan: luma below `threshold` black, the rest white. */
export function binarize<T extends RgbImage>(img: T, threshold = 128): T {
  const gray = toGray(img).data;
  const out = new Uint8Array(gray.length * 3);
  for (let i = 0, o = 0; i < gray.length; i++, o += 3) out[o] = out[o + 1] = out[o + 2] = gray[i] < threshold ? 0 : 255;
  return keepCorners(img, { width: img.width, height: img.height, data: out });
}
