import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SHARP_ENOUGH, isSteady, sightSheet } from "../../client/src/features/scans/camera/sightSheet";
import type { GrayImage } from "../../shared/omr/grayImage";

/**
 * The camera's check of a frame (docs/product.md#24-reading-answer-sheets): the corpus's photos of
 * filled sheets, at the size the browser looks at (720 px wide), found with their four markers and
 * sharp; the same photo blurred is found but not sharp; a page with no sheet is not found.
 */

const PHOTOS = join(__dirname, "../fixtures/omr");

async function frameOf(file: string, blur = 0): Promise<GrayImage> {
  let image = sharp(join(PHOTOS, file)).resize({ width: 720 }).grayscale();
  if (blur > 0) image = image.blur(blur);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

describe("sightSheet", () => {
  it.each([
    "foto-em-perspectiva-ate-20.jpg",
    "foto-girada-ate-15-e-de-cabeca-para-baixo.jpg",
    "foto-com-luz-desigual-e-sombra.jpg",
  ])("finds the four markers of %s, sharp", async (file) => {
    const sighting = sightSheet(await frameOf(file));
    expect(sighting?.corners).toHaveLength(4);
    expect(sighting!.edgeSpread).toBeLessThanOrEqual(SHARP_ENOUGH);
  });

  it("finds the markers of a blurred frame but does not call it sharp", async () => {
    const sighting = sightSheet(await frameOf("foto-em-perspectiva-ate-20.jpg", 2));
    expect(sighting).not.toBeNull();
    expect(sighting!.edgeSpread).toBeGreaterThan(SHARP_ENOUGH);
  });

  it("finds nothing on a page with no sheet", () => {
    const blank = { width: 720, height: 960, data: new Uint8Array(720 * 960).fill(200) };
    expect(sightSheet(blank)).toBeNull();
  });
});

describe("isSteady", () => {
  const at = (shift: number, edgeSpread = 0.05) => ({
    corners: [
      { x: 100 + shift, y: 100 },
      { x: 600 + shift, y: 100 },
      { x: 600 + shift, y: 800 },
      { x: 100 + shift, y: 800 },
    ],
    edgeSpread,
  });

  it("is steady when the markers stay within a share of the frame, sharp", () => {
    expect(isSteady([at(0), at(3), at(-2)], 720)).toBe(true);
    expect(isSteady([at(0), at(20)], 720)).toBe(false);
    expect(isSteady([at(0), at(1, 0.3)], 720)).toBe(false);
    expect(isSteady([], 720)).toBe(false);
  });
});
