import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  blur,
  coffeeStain,
  decode,
  encodeJpeg,
  encodePng,
  noise,
  perspective,
  photoOf,
  resample,
  rotate,
  shadow,
  unevenLight,
  warp,
} from "../../scripts/omr/corpus/degrade";
import { cornersOf, type Quad } from "../../scripts/omr/corpus/homography";
import { coverage, drawMark, type Ink, type MarkKind } from "../../scripts/omr/corpus/marks";
import { createRng } from "../../scripts/omr/corpus/random";
import { createRgb, luma, meanLuma, type RgbImage } from "../../scripts/omr/corpus/raster";
import { BUBBLE_PITCH, BUBBLE_RADIUS, ROW_PITCH, type Circle } from "../../server/services/paper/answerSheet/layout";

// A patch of the answer grid at 10 px/mm (254 dpi): the middle bubble and its eight neighbours.
const FRAME = { pxPerMm: 10, offsetX: 0, offsetY: 0 };
const MIDDLE: Circle = { cx: 1 + 1.5 * BUBBLE_PITCH, cy: 1 + 1.5 * ROW_PITCH, r: BUBBLE_RADIUS };
const GRID: Circle[] = [-1, 0, 1].flatMap((j) =>
  [-1, 0, 1].map((i) => ({ ...MIDDLE, cx: MIDDLE.cx + i * BUBBLE_PITCH, cy: MIDDLE.cy + j * ROW_PITCH })),
);
const PATCH = { width: Math.round((2 + 3 * BUBBLE_PITCH) * 10), height: Math.round((2 + 3 * ROW_PITCH) * 10) };
const SEEDS = Array.from({ length: 10 }, (_unused, i) => i + 1);

function marked(kind: MarkKind, ink: Ink, seed: number) {
  const img = createRgb(PATCH.width, PATCH.height);
  const result = drawMark(img, FRAME, MIDDLE, kind, ink, createRng(seed));
  return { img, result, at: (threshold: number, bubble = MIDDLE) => coverage(img, FRAME, bubble, threshold) };
}

function lumaRange(img: RgbImage) {
  let min = 255;
  let max = 0;
  for (let i = 0; i < img.data.length; i += 3) {
    const value = luma(img.data[i], img.data[i + 1], img.data[i + 2]);
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return { min, max };
}

/** Mean luma of the pixels inside the bubble. */
function insideLuma(img: RgbImage, bubble: Circle) {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (Math.hypot((x + 0.5) / 10 - bubble.cx, (y + 0.5) / 10 - bubble.cy) > bubble.r) continue;
      const o = (y * img.width + x) * 3;
      sum += luma(img.data[o], img.data[o + 1], img.data[o + 2]);
      count++;
    }
  }
  return sum / count;
}

const maxDifference = (a: RgbImage, b: RgbImage) => {
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  let max = 0;
  for (let i = 0; i < a.data.length; i++) max = Math.max(max, Math.abs(a.data[i] - b.data[i]));
  return max;
};

/** A test card: gradients, a dark square and a line, so that any misplaced pixel shows. */
function card(width: number, height: number): RgbImage {
  const img = createRgb(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const square = x > width * 0.2 && x < width * 0.45 && y > height * 0.3 && y < height * 0.6;
      img.data[o] = square ? 20 : (x * 255) / width;
      img.data[o + 1] = square ? 20 : (y * 255) / height;
      img.data[o + 2] = x === y ? 0 : 200;
    }
  }
  return img;
}

describe("student marks", () => {
  it("fills a bubble almost entirely with pen", () => {
    for (const seed of SEEDS) {
      for (const ink of ["black", "blue"] as const) {
        const { at, result } = marked("full", ink, seed);
        expect(at(128)).toBeGreaterThanOrEqual(0.85);
        expect(result.coverage).toBeGreaterThanOrEqual(0.9);
        expect(result.luma).toBeLessThan(110);
      }
    }
  });

  it("covers 60–90 % of the bubble with a partial scribble, and says how much", () => {
    const achieved = SEEDS.map((seed) => {
      const { at, result } = marked("partial", "blue", seed);
      expect(at(128)).toBeGreaterThanOrEqual(0.55);
      expect(at(128)).toBeLessThanOrEqual(0.92);
      expect(Math.abs(result.coverage - at(128))).toBeLessThan(0.1);
      return result.coverage;
    });
    // Random within the range, not one fixed amount.
    expect(Math.max(...achieved) - Math.min(...achieved)).toBeGreaterThan(0.1);
  });

  it("draws dark pencil dark and light pencil light, both over the whole bubble", () => {
    for (const seed of SEEDS) {
      const dark = marked("pencil", "black", seed);
      expect(dark.result.ink).toBe("pencil");
      expect(dark.at(150)).toBeGreaterThanOrEqual(0.85);
      expect(insideLuma(dark.img, MIDDLE)).toBeGreaterThan(60);
      expect(insideLuma(dark.img, MIDDLE)).toBeLessThan(120);

      const light = marked("pencilLight", "pencil", seed);
      expect(light.at(205)).toBeGreaterThanOrEqual(0.85);
      expect(light.at(110)).toBeLessThan(0.05);
      expect(insideLuma(light.img, MIDDLE)).toBeGreaterThan(135);
      expect(insideLuma(light.img, MIDDLE)).toBeLessThan(185);
    }
  });

  it("draws ticks and crosses as pen lines over part of the bubble", () => {
    for (const seed of SEEDS) {
      for (const kind of ["tick", "cross"] as const) {
        const { at } = marked(kind, seed % 2 ? "black" : "blue", seed);
        expect(at(128)).toBeGreaterThanOrEqual(0.08);
        expect(at(128)).toBeLessThanOrEqual(0.45);
      }
    }
  });

  it("leaves an erased bubble faint everywhere", () => {
    for (const seed of SEEDS) {
      const { img, at } = marked("erased", "pencil", seed);
      expect(lumaRange(img).min).toBeGreaterThan(200);
      expect(at(248)).toBeGreaterThan(0.3);
    }
  });

  it("puts a stray mark between bubbles, inside none of them", () => {
    for (const seed of SEEDS) {
      const { img, at } = marked("stray", "black", seed);
      for (const bubble of GRID) expect(at(255, bubble)).toBe(0);
      expect(lumaRange(img).min).toBeLessThan(100);
    }
  });

  it("draws the same marks from the same seed", () => {
    for (const kind of ["full", "partial", "pencil", "erased", "stray"] as const) {
      expect(Buffer.from(marked(kind, "blue", 7).img.data).equals(Buffer.from(marked(kind, "blue", 7).img.data))).toBe(true);
    }
    expect(Buffer.from(marked("full", "blue", 7).img.data).equals(Buffer.from(marked("full", "blue", 8).img.data))).toBe(false);
  });
});

describe("geometry", () => {
  const img = card(64, 48);

  it("turns by 180° twice back to the same picture, and by 90° with the sides swapped", () => {
    const half = rotate(img, 180);
    expect(maxDifference(img, half)).toBeGreaterThan(100);
    expect(maxDifference(img, rotate(half, 180))).toBeLessThanOrEqual(1);
    const quarter = rotate(img, 90);
    expect([quarter.width, quarter.height]).toEqual([48, 64]);
    // The top-left corner goes to the top right.
    expect(quarter.corners[0]).toEqual({ x: 48, y: 0 });
    expect(maxDifference(img, rotate(rotate(rotate(quarter, 90), 90), 90))).toBe(0);
  });

  it("warps with the identity and with a half turn exactly, and keeps a small turn's content", () => {
    expect(maxDifference(img, warp(img, cornersOf(64, 48)))).toBeLessThanOrEqual(1);
    const [a, b, c, d] = cornersOf(64, 48);
    const turned: Quad = [c, d, a, b];
    expect(maxDifference(img, warp(warp(img, turned), turned))).toBeLessThanOrEqual(1);
    // A small turn and back: the middle of the picture is where it was.
    const back = rotate(rotate(img, 10), -10);
    const dx = (back.width - 64) / 2;
    const dy = (back.height - 48) / 2;
    let error = 0;
    for (let y = 14; y < 34; y++) {
      for (let x = 22; x < 42; x++) {
        const here = back.data[(Math.round(y + dy) * back.width + Math.round(x + dx)) * 3 + 1];
        error += Math.abs(here - img.data[(y * 64 + x) * 3 + 1]);
      }
    }
    expect(error / 400).toBeLessThan(12);
  });

  it("keeps track of where the page's corners went", () => {
    // A white page with a red top-left corner: whatever moves it, the recorded top-left corner is red.
    const page = createRgb(60, 80);
    for (let y = 0; y < 6; y++) for (let x = 0; x < 6; x++) page.data.set([220, 0, 0], (y * 60 + x) * 3);
    const rng = createRng(3);
    const moved = [
      rotate(page, 37),
      rotate(page, 270),
      perspective(page, 1, rng),
      photoOf(page, { megapixels: 0.03, rotationDeg: 160, perspective: 0.6, marginFraction: 0.1 }, rng),
      photoOf(perspective(page, 1, rng), { megapixels: 0.03, rotationDeg: -20, perspective: 0.5, marginFraction: 0.1 }, rng),
      resample(rotate(page, 12), 1.5),
    ];
    for (const img of moved) {
      const [topLeft, , bottomRight] = img.corners;
      // Two pixels in from the corner, towards the opposite one.
      const length = Math.hypot(bottomRight.x - topLeft.x, bottomRight.y - topLeft.y);
      const x = Math.floor(topLeft.x + ((bottomRight.x - topLeft.x) / length) * 2.5);
      const y = Math.floor(topLeft.y + ((bottomRight.y - topLeft.y) / length) * 2.5);
      const o = (y * img.width + x) * 3;
      expect(img.data[o]).toBeGreaterThan(150);
      expect(img.data[o + 1]).toBeLessThan(110);
      for (const corner of img.corners) {
        expect(corner.x).toBeGreaterThanOrEqual(-1e-6);
        expect(corner.x).toBeLessThanOrEqual(img.width + 1e-6);
        expect(corner.y).toBeGreaterThanOrEqual(-1e-6);
        expect(corner.y).toBeLessThanOrEqual(img.height + 1e-6);
      }
    }
  });

  it("halves a picture's size with resample(2), keeping its mean brightness", () => {
    const small = resample(img, 2);
    expect([small.width, small.height]).toEqual([32, 24]);
    expect(Math.abs(meanLuma(small) - meanLuma(img))).toBeLessThan(0.6);
    const third = resample(img, 1.5);
    expect([third.width, third.height]).toEqual([43, 32]);
    expect(Math.abs(meanLuma(third) - meanLuma(img))).toBeLessThan(0.6);
  });

  it("places a sheet inside a photo of the asked megapixels, with the table around it", () => {
    const page = createRgb(105, 149);
    const photo = photoOf(page, { megapixels: 0.05, rotationDeg: 0, perspective: 0, marginFraction: 0.1 }, createRng(4));
    expect(Math.abs(photo.width * photo.height - 50_000)).toBeLessThan(500);
    expect(photo.height).toBeGreaterThan(photo.width);
    const o = 3 * (1 * photo.width + 1);
    expect(luma(photo.data[o], photo.data[o + 1], photo.data[o + 2])).toBeLessThan(250);
    const middle = 3 * (Math.floor(photo.height / 2) * photo.width + Math.floor(photo.width / 2));
    expect(photo.data[middle]).toBe(255);
  });
});

describe("light, noise and stains", () => {
  const white = createRgb(120, 160);

  it("blurs with the asked deviation and keeps the mean", () => {
    for (const sigma of [0.7, 2.5]) {
      const dot = createRgb(41, 41, 0);
      dot.data.fill(255, (20 * 41 + 20) * 3, (20 * 41 + 21) * 3);
      const spread = blur(dot, sigma);
      let mass = 0;
      let first = 0;
      let second = 0;
      for (let y = 0; y < 41; y++) {
        for (let x = 0; x < 41; x++) {
          const value = spread.data[(y * 41 + x) * 3];
          mass += value;
          first += value * (x - 20);
          second += value * (x - 20) ** 2;
        }
      }
      expect(Math.abs(mass - 255)).toBeLessThan(20);
      // Not shifted.
      expect(Math.abs(first / mass)).toBeLessThan(0.05);
      expect(Math.abs(Math.sqrt(second / mass) - sigma) / sigma).toBeLessThan(0.15);
    }
    const img = card(64, 48);
    expect(Math.abs(meanLuma(blur(img, 1.2)) - meanLuma(img))).toBeLessThan(1);
  });

  it("adds noise of the asked deviation", () => {
    const grey = createRgb(100, 100, 128);
    const noisy = noise(grey, 10, createRng(1));
    let sum = 0;
    for (let i = 0; i < noisy.data.length; i += 3) sum += (noisy.data[i + 1] - 128) ** 2;
    expect(Math.sqrt(sum / 10_000)).toBeGreaterThan(9);
    expect(Math.sqrt(sum / 10_000)).toBeLessThan(12);
  });

  it("lights unevenly between about 0.55 and 1, and shadows down to 0.5–0.7", () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const lit = lumaRange(unevenLight(white, createRng(seed), 1));
      expect(lit.max).toBeGreaterThan(230);
      expect(lit.min).toBeGreaterThan(0.5 * 255);
      expect(lit.min).toBeLessThan(0.6 * 255);
      const shaded = lumaRange(shadow(white, createRng(seed)));
      expect(shaded.max).toBe(255);
      expect(shaded.min).toBeGreaterThan(0.48 * 255);
      expect(shaded.min).toBeLessThan(0.72 * 255);
    }
  });

  it("stains with a brown ring 2–5 cm across", () => {
    const page = createRgb(210, 297);
    for (const seed of SEEDS.slice(0, 4)) {
      const stained = coffeeStain(page, createRng(seed), { pxPerMm: 1, offsetX: 0, offsetY: 0 });
      let changed = 0;
      for (let i = 0; i < stained.data.length; i += 3) {
        if (stained.data[i + 2] === 255) continue;
        changed++;
        expect(stained.data[i]).toBeGreaterThanOrEqual(stained.data[i + 2]);
      }
      expect(changed).toBeGreaterThan(Math.PI * 8 ** 2);
      expect(changed).toBeLessThan(3 * Math.PI * 30 ** 2);
    }
  });

  it("builds the same photo from the same seed", () => {
    const make = (seed: number) => {
      const rng = createRng(seed);
      const page = coffeeStain(shadow(unevenLight(card(80, 110), rng), rng), rng);
      return noise(
        photoOf(page, { megapixels: 0.03, rotationDeg: rng.between(-10, 10), perspective: 0.5, marginFraction: 0.05 }, rng),
        5,
        rng,
      );
    };
    expect(Buffer.from(make(5).data).equals(Buffer.from(make(5).data))).toBe(true);
    expect(Buffer.from(make(5).data).equals(Buffer.from(make(6).data))).toBe(false);
  });
});

describe("encoding", () => {
  const img = card(64, 48);

  it("round-trips through JPEG with its size and about its brightness, through PNG exactly", async () => {
    const jpeg = await encodeJpeg(img, 80);
    expect(jpeg.subarray(0, 2).toString("hex")).toBe("ffd8");
    const back = await decode(jpeg);
    expect([back.width, back.height]).toEqual([64, 48]);
    expect(Math.abs(meanLuma(back) - meanLuma(img))).toBeLessThan(2);
    expect((await encodeJpeg(img, 80)).equals(jpeg)).toBe(true);
    expect(maxDifference(img, await decode(await encodePng(img)))).toBe(0);
  });

  it("records a phone's EXIF orientation and a scanner's resolution when asked", async () => {
    expect((await sharp(await encodeJpeg(img, 80, { orientation: 6 })).metadata()).orientation).toBe(6);
    expect((await sharp(await encodePng(img, 150)).metadata()).density).toBe(150);
  });
});
