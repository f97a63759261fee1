import { writeFileSync } from "node:fs";
import type { RgbImage } from "../../../scripts/omr/corpus/raster";

/**
 * A camera's picture for Chromium's fake capture device (`--use-file-for-fake-video-capture`): the
 * sheet held up in front of a grey table, upright, filling most of a portrait 3:4 frame, written as
 * one frame of a Y4M (YUV 4:2:0) video, which Chromium plays in a loop.
 */
export function writeCameraVideo(file: string, sheet: RgbImage, width = 720, height = 960) {
  const scale = Math.min((width * 0.85) / sheet.width, (height * 0.85) / sheet.height);
  const left = (width - sheet.width * scale) / 2;
  const top = (height - sheet.height * scale) / 2;
  const rgbAt = (x: number, y: number): [number, number, number] => {
    const sx = Math.floor((x - left) / scale);
    const sy = Math.floor((y - top) / scale);
    if (sx < 0 || sy < 0 || sx >= sheet.width || sy >= sheet.height) return [110, 110, 105];
    const at = (sy * sheet.width + sx) * 3;
    return [sheet.data[at], sheet.data[at + 1], sheet.data[at + 2]];
  };
  const luma = new Uint8Array(width * height);
  const u = new Uint8Array((width / 2) * (height / 2));
  const v = new Uint8Array((width / 2) * (height / 2));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgbAt(x, y);
      luma[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (x % 2 === 0 && y % 2 === 0) {
        const at = (y / 2) * (width / 2) + x / 2;
        u[at] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[at] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, "latin1");
  writeFileSync(file, Buffer.concat([header, luma, u, v]));
}
