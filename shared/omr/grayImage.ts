/**
 * A greyscale picture as the mark reader sees it: one byte a pixel, row after row, 0 black and 255
 * white. Scans and photos are turned into this on the way in (server/services/omr/decodeImage.ts),
 * and the camera's frames in the browser, whatever they were.
 */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export const grayImage = (width: number, height: number, fill = 255): GrayImage => ({
  width,
  height,
  data: new Uint8Array(width * height).fill(fill),
});

/** The value at a point between pixels, weighted from its four neighbours; outside the picture, white. */
export function sample(image: GrayImage, x: number, y: number): number {
  const { width, height, data } = image;
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = data[y0 * width + x0] * (1 - fx) + data[y0 * width + x1] * fx;
  const bottom = data[y1 * width + x0] * (1 - fx) + data[y1 * width + x1] * fx;
  return top * (1 - fy) + bottom * fy;
}

/** The picture made smaller by a whole factor, each pixel the average of the block it stands for. */
export function shrink(image: GrayImage, factor: number): GrayImage {
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const out = new Uint8Array(width * height);
  const sums = new Uint32Array(width);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      const row = (y * factor + dy) * image.width;
      for (let x = 0; x < width; x++) {
        let sum = 0;
        const start = row + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.data[start + dx];
        sums[x] += sum;
      }
    }
    for (let x = 0; x < width; x++) out[y * width + x] = Math.round(sums[x] / area);
  }
  return { width, height, data: out };
}
