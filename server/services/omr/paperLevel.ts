import type { GrayImage } from "../../../shared/omr/grayImage";

/**
 * How dark each pixel is against the paper around it, from 0 (paper) to 1 (black): uneven light, a
 * shadow across the sheet or a greyish copy all become white paper and dark ink. The paper's level
 * is the bright end of each 6 mm block (its 90th percentile, so a speck of noise does not set it),
 * blended between block centres.
 */
export function darknessMap(sheet: GrayImage, pxPerMm: number): Float32Array {
  const { width, height, data } = sheet;
  const block = Math.round(6 * pxPerMm);
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const level = new Float32Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      histogram.fill(0);
      let count = 0;
      for (let y = by * block; y < Math.min(height, (by + 1) * block); y++) {
        for (let x = bx * block; x < Math.min(width, (bx + 1) * block); x++) {
          histogram[data[y * width + x]]++;
          count++;
        }
      }
      let seen = 0;
      let value = 255;
      const wanted = count * 0.9;
      for (let v = 0; v < 256; v++) {
        seen += histogram[v];
        if (seen >= wanted) {
          value = v;
          break;
        }
      }
      level[by * columns + bx] = Math.max(value, 24);
    }
  }
  const darkness = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(Math.max((y + 0.5) / block - 0.5, 0), rows - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, rows - 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(Math.max((x + 0.5) / block - 0.5, 0), columns - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, columns - 1);
      const tx = fx - x0;
      const paper =
        (level[y0 * columns + x0] * (1 - tx) + level[y0 * columns + x1] * tx) * (1 - ty) +
        (level[y1 * columns + x0] * (1 - tx) + level[y1 * columns + x1] * tx) * ty;
      const value = 1 - data[y * width + x] / paper;
      darkness[y * width + x] = value < 0 ? 0 : value > 1 ? 1 : value;
    }
  }
  return darkness;
}
