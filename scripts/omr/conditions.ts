import { PDFDocument } from "pdf-lib";
import { blur, coffeeStain, encodeJpeg, noise, photoOf, resample, rotate, shadow, unevenLight } from "./corpus/degrade";
import type { Rng } from "./corpus/random";
import type { RgbImage } from "./corpus/raster";

/**
 * How the filled sheets come back: through the school copier's "scan to PDF" (150 to 300 dpi,
 * slightly skewed, sometimes upside down, compressed, with a coffee stain) or through a teacher's
 * phone (a whole or a small photo, turned, tilted, in uneven light and shadow, blurred,
 * compressed). Each condition turns a 300 dpi page into the file the reader is given.
 */

export type Medium = "scan" | "photo";

export interface Condition {
  name: string;
  medium: Medium;
  make(page: RgbImage, rng: Rng): Promise<Buffer>;
}

const A4 = { width: 595.28, height: 841.89 };

/** A one-page PDF holding the page as a scanner's JPEG, at the page's size. */
export async function scanPdf(jpegs: Buffer[]): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  for (const jpeg of jpegs) {
    const image = await document.embedJpg(jpeg);
    const page = document.addPage([A4.width, A4.height]);
    page.drawImage(image, { x: 0, y: 0, width: A4.width, height: A4.height });
  }
  return Buffer.from(await document.save());
}

const WHITE = [255, 255, 255] as const;
/** A sheet fed a little askew: a degree or two, either way. */
const skew = (page: RgbImage, rng: Rng, most = 2) => rotate(page, rng.between(-most, most), WHITE);
const scan = (page: RgbImage, quality: number) => encodeJpeg(page, quality);

export const CONDITIONS: Condition[] = [
  { name: "digitalização 300 dpi", medium: "scan", make: async (page, rng) => scan(skew(page, rng, 1), 85) },
  { name: "digitalização 150 dpi", medium: "scan", make: async (page, rng) => scan(resample(skew(page, rng), 2), 80) },
  {
    name: "digitalização de cabeça para baixo",
    medium: "scan",
    make: async (page, rng) => scan(resample(rotate(page, 180 + rng.between(-1.5, 1.5), WHITE), 2), 80),
  },
  {
    name: "digitalização JPEG 40–60",
    medium: "scan",
    make: async (page, rng) => scan(resample(skew(page, rng), 2), rng.int(40, 60)),
  },
  {
    name: "digitalização com ruído e desfoque",
    medium: "scan",
    make: async (page, rng) =>
      scan(noise(blur(resample(skew(page, rng), 2), rng.between(0.6, 1.2)), rng.between(6, 14), rng), 70),
  },
  {
    name: "digitalização com mancha de café",
    medium: "scan",
    make: async (page, rng) => scan(resample(coffeeStain(skew(page, rng), rng), 2), 80),
  },
  {
    name: "foto 12 MP",
    medium: "photo",
    make: async (page, rng) =>
      encodeJpeg(
        photoOf(page, { megapixels: 12, rotationDeg: rng.between(-5, 5), perspective: 0.3, marginFraction: 0.08 }, rng),
        85,
      ),
  },
  {
    name: "foto 1 MP",
    medium: "photo",
    make: async (page, rng) =>
      encodeJpeg(
        photoOf(page, { megapixels: 1, rotationDeg: rng.between(-5, 5), perspective: 0.3, marginFraction: 0.05 }, rng),
        80,
      ),
  },
  {
    name: "foto girada até 15° e de cabeça para baixo",
    medium: "photo",
    make: async (page, rng) =>
      encodeJpeg(
        photoOf(
          page,
          {
            megapixels: 4,
            rotationDeg: (rng.chance(0.3) ? 180 : 0) + rng.between(-15, 15),
            perspective: 0.3,
            marginFraction: 0.1,
          },
          rng,
        ),
        80,
      ),
  },
  {
    name: "foto em perspectiva até 20°",
    medium: "photo",
    make: async (page, rng) =>
      encodeJpeg(
        photoOf(
          page,
          { megapixels: 4, rotationDeg: rng.between(-4, 4), perspective: rng.between(0.6, 1), marginFraction: 0.1 },
          rng,
        ),
        80,
      ),
  },
  {
    name: "foto com luz desigual e sombra",
    medium: "photo",
    make: async (page, rng) =>
      encodeJpeg(
        photoOf(
          shadow(unevenLight(page, rng, 1), rng),
          { megapixels: 4, rotationDeg: rng.between(-4, 4), perspective: 0.4, marginFraction: 0.08 },
          rng,
        ),
        80,
      ),
  },
  {
    name: "foto desfocada e JPEG 40–60",
    medium: "photo",
    make: async (page, rng) =>
      encodeJpeg(
        blur(
          photoOf(page, { megapixels: 3, rotationDeg: rng.between(-4, 4), perspective: 0.4, marginFraction: 0.08 }, rng),
          rng.between(1, 2),
        ),
        rng.int(40, 60),
      ),
  },
];
