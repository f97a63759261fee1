import type { SheetArea } from "@shared/types/scans";

/** The sheet's picture is the A4 page square on: its width over its height. */
const PAGE_ASPECT = 210 / 297;

/**
 * A part of a sheet's picture, drawn by sizing and moving the whole picture behind a window of the
 * part's shape: the browser loads the picture once for all the questions of a sheet.
 */
export function SheetCrop({ imageUrl, crop, label }: { imageUrl: string; crop: SheetArea; label: string }) {
  const position = (start: number, size: number) => (size >= 1 ? 0 : (start / (1 - size)) * 100);
  return (
    <div
      role="img"
      aria-label={label}
      className="w-full rounded border bg-white bg-no-repeat"
      style={{
        aspectRatio: String((crop.width / crop.height) * PAGE_ASPECT),
        backgroundImage: `url("${imageUrl}")`,
        backgroundSize: `${100 / crop.width}% ${100 / crop.height}%`,
        backgroundPosition: `${position(crop.x, crop.width)}% ${position(crop.y, crop.height)}%`,
      }}
    />
  );
}
