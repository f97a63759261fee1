import { ImageRun } from "docx";
import type { StoredImage } from "../inlineImages";
import { imageSize } from "./imageSize";

const IMAGE_TYPES: Record<string, "png" | "jpg" | "gif"> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif" };

/**
 * The school's logo fitted in the print page's box (120 × 60 px), with its size in pixels for the
 * cell around it; undefined when it is missing or a WebP, which a .docx cannot hold.
 */
export function logoRun(
  path: string,
  images: Map<string, StoredImage>,
  box = { width: 120, height: 60 },
): { run: ImageRun; width: number } | undefined {
  const image = images.get(path.toLowerCase());
  const type = image && IMAGE_TYPES[image.contentType];
  const size = image && imageSize(image.bytes);
  if (!image || !type || !size) return undefined;
  // Like the print page's max-width and max-height: a smaller logo is not blown up.
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  return { run: new ImageRun({ type, data: image.bytes, transformation: { width, height } }), width };
}
