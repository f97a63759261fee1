/**
 * The pictures the corpus works on: 8-bit RGB, interleaved, row after row, 0 black. Colour rather
 * than grey because the degradations are colour effects (blue ink, a brown stain, a warm lamp) that
 * only become grey inside the reader.
 */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The reader's format (shared/omr/grayImage.ts has the same shape). */
export interface GrayPicture {
  width: number;
  height: number;
  data: Uint8Array;
}

export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];

/**
 * Where the page's millimetre coordinates fall in a picture: x = offsetX + mm * pxPerMm, and the
 * same for y. A flat render or scan of the whole page has offset 0.
 */
export interface PageFrame {
  pxPerMm: number;
  offsetX: number;
  offsetY: number;
}

export const toPx = (frame: PageFrame, xMm: number, yMm: number): [number, number] => [
  frame.offsetX + xMm * frame.pxPerMm,
  frame.offsetY + yMm * frame.pxPerMm,
];

export function createRgb(width: number, height: number, fill: Rgb | number = WHITE): RgbImage {
  const data = new Uint8Array(width * height * 3);
  const [r, g, b] = typeof fill === "number" ? [fill, fill, fill] : fill;
  if (r === g && g === b) data.fill(r);
  else {
    for (let i = 0; i < data.length; i += 3) {
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
    }
  }
  return { width, height, data };
}

export const cloneRgb = (img: RgbImage): RgbImage => ({ width: img.width, height: img.height, data: img.data.slice() });

export function fromGray(gray: GrayPicture): RgbImage {
  const out = new Uint8Array(gray.width * gray.height * 3);
  for (let i = 0, o = 0; i < gray.data.length; i++, o += 3) {
    const value = gray.data[i];
    out[o] = value;
    out[o + 1] = value;
    out[o + 2] = value;
  }
  return { width: gray.width, height: gray.height, data: out };
}

export const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** Rec. 601 luma, what a greyscale conversion (and the reader) sees. */
export function toGray(img: RgbImage): GrayPicture {
  const out = new Uint8Array(img.width * img.height);
  const { data } = img;
  for (let i = 0, o = 0; o < out.length; i += 3, o++) {
    // Fixed point: 0.299, 0.587 and 0.114 in 1/65536, rounded.
    out[o] = (19595 * data[i] + 38470 * data[i + 1] + 7471 * data[i + 2] + 32768) >>> 16;
  }
  return { width: img.width, height: img.height, data: out };
}

/**
 * The colour at a point between pixel centres (pixel (i, j) has its centre at (i, j)), blended from
 * the four neighbours; outside the picture, `outside`. Writes into `out` so that callers looping over
 * millions of pixels allocate nothing.
 */
export function sampleRgb(img: RgbImage, x: number, y: number, out: number[] = [0, 0, 0], outside: Rgb = WHITE): number[] {
  const { width, height, data } = img;
  if (!(x >= 0 && y >= 0 && x <= width - 1 && y <= height - 1)) {
    out[0] = outside[0];
    out[1] = outside[1];
    out[2] = outside[2];
    return out;
  }
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const dx = x0 < width - 1 ? 3 : 0;
  const dy = y0 < height - 1 ? width * 3 : 0;
  const i = (y0 * width + x0) * 3;
  for (let c = 0; c < 3; c++) {
    const top = data[i + c] + (data[i + c + dx] - data[i + c]) * fx;
    const bottom = data[i + dy + c] + (data[i + dy + c + dx] - data[i + dy + c]) * fx;
    out[c] = top + (bottom - top) * fy;
  }
  return out;
}

/** Mean luma of the whole picture: what the tests compare before and after a change of size. */
export function meanLuma(img: RgbImage): number {
  const { data } = img;
  let sum = 0;
  for (let i = 0; i < data.length; i += 3) sum += luma(data[i], data[i + 1], data[i + 2]);
  return sum / (img.width * img.height);
}
