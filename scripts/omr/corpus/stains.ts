import { PAGE } from "../../../server/services/paper/answerSheet/layout";
import { cornersIn, keepCorners, type Point } from "./homography";
import type { Rng } from "./random";
import { cloneRgb, type PageFrame, type Rgb, type RgbImage } from "./raster";
import { fractalNoise } from "./texture";

/**
 * A coffee stain: the classic ring a cup leaves, or a spill's blot, translucent brown. Coffee dries
 * with most of its colour at the edge (the "coffee ring"), so the rim is darker and sharp outside,
 * fading inwards. It multiplies what is under it: printing and marks stay visible through it.
 */

interface Drop {
  centre: Point;
  /** Mean radius, px. */
  radius: number;
  /** Relative radius at each of ANGLES directions. */
  edge: Float32Array;
  /** Rim strength at each direction (a cup's ring is rarely even all round). */
  rim: Float32Array;
  rimWidth: number;
  rimAlpha: number;
  fillAlpha: number;
}

const ANGLES = 720;

function drop(rng: Rng, centre: Point, radius: number, pxPerMm: number, ring: boolean): Drop {
  const edge = new Float32Array(ANGLES);
  const rim = new Float32Array(ANGLES);
  const waves = Array.from({ length: 6 }, (_unused, k) => ({
    k: k + 2,
    amplitude: rng.between(0, 0.07) / (1 + k * 0.5),
    phase: rng.between(0, 6.3),
  }));
  const rimWaves = Array.from({ length: 3 }, (_unused, k) => ({
    k: k + 1,
    amplitude: rng.between(0, 0.4),
    phase: rng.between(0, 6.3),
  }));
  for (let a = 0; a < ANGLES; a++) {
    const angle = (a / ANGLES) * 2 * Math.PI;
    let value = 1;
    for (const w of waves) value += w.amplitude * Math.sin(w.k * angle + w.phase);
    edge[a] = value;
    let strength = 1;
    for (const w of rimWaves) strength += w.amplitude * Math.sin(w.k * angle + w.phase);
    rim[a] = Math.max(0.1, Math.min(1.3, strength));
  }
  return {
    centre,
    radius,
    edge,
    rim,
    rimWidth: rng.between(0.5, 2) * pxPerMm,
    rimAlpha: ring ? rng.between(0.3, 0.6) : rng.between(0.2, 0.45),
    fillAlpha: ring ? rng.between(0.02, 0.1) : rng.between(0.15, 0.35),
  };
}

/**
 * A stain 2–5 cm across somewhere on the page (which `frame` places in the picture; by default the
 * whole picture is the page, or the page's recorded corners if a warp left them), sometimes with a
 * second ring from the cup put down twice and a few splashes.
 */
export function coffeeStain<T extends RgbImage>(img: T, rng: Rng, frame?: PageFrame): T {
  const corners = cornersIn(img);
  const pxPerMm =
    frame?.pxPerMm ?? (corners ? Math.hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y) : img.width) / PAGE.width;
  // A point on the page, from the page's share (u, v) across and down.
  const onPage = (u: number, v: number): Point => {
    if (frame) return { x: frame.offsetX + u * PAGE.width * frame.pxPerMm, y: frame.offsetY + v * PAGE.height * frame.pxPerMm };
    if (!corners) return { x: u * img.width, y: v * img.height };
    const [a, b, c, d] = corners;
    const top = { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u };
    const bottom = { x: d.x + (c.x - d.x) * u, y: d.y + (c.y - d.y) * u };
    return { x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v };
  };
  const ring = rng.chance(0.6);
  const radius = (rng.between(20, 50) / 2) * pxPerMm;
  const centre = onPage(rng.between(0.1, 0.9), rng.between(0.1, 0.9));
  const drops = [drop(rng, centre, radius, pxPerMm, ring)];
  if (ring && rng.chance(0.3)) {
    const angle = rng.between(0, 2 * Math.PI);
    const shift = radius * rng.between(0.3, 0.8);
    drops.push(
      drop(
        rng,
        { x: centre.x + shift * Math.cos(angle), y: centre.y + shift * Math.sin(angle) },
        radius * rng.between(0.95, 1.05),
        pxPerMm,
        true,
      ),
    );
  }
  if (rng.chance(0.4)) {
    for (let k = rng.int(2, 5); k > 0; k--) {
      const angle = rng.between(0, 2 * Math.PI);
      const distance = radius * rng.between(1.1, 1.8);
      const at = { x: centre.x + distance * Math.cos(angle), y: centre.y + distance * Math.sin(angle) };
      drops.push(drop(rng, at, rng.between(1, 3) * pxPerMm, pxPerMm, false));
    }
  }
  // Coffee's brown: green about 0.7 of red and blue under half, or thin stains look pink.
  const red = rng.between(140, 190);
  const tint: Rgb = [red, red * rng.between(0.68, 0.76), red * rng.between(0.3, 0.45)];
  const out = cloneRgb(img);
  const seed = rng.seed();
  for (const d of drops) paint(out, d, tint, seed, pxPerMm);
  return keepCorners(img, out);
}

function paint(img: RgbImage, d: Drop, tint: Rgb, seed: number, pxPerMm: number) {
  const { width, height, data } = img;
  const reach = d.radius * 1.3 + 2;
  const x0 = Math.max(0, Math.floor(d.centre.x - reach));
  const x1 = Math.min(width - 1, Math.ceil(d.centre.x + reach));
  const y0 = Math.max(0, Math.floor(d.centre.y - reach));
  const y1 = Math.min(height - 1, Math.ceil(d.centre.y + reach));
  const fr = 1 - tint[0] / 255;
  const fg = 1 - tint[1] / 255;
  const fb = 1 - tint[2] / 255;
  const grain = 3 * pxPerMm;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - d.centre.x;
      const dy = y + 0.5 - d.centre.y;
      const r = Math.hypot(dx, dy);
      let a = Math.atan2(dy, dx) / (2 * Math.PI);
      if (a < 0) a += 1;
      const k = Math.min(ANGLES - 1, Math.floor(a * ANGLES));
      // How far inside the edge, px: negative outside.
      const inside = d.radius * d.edge[k] - r;
      if (inside < -1) continue;
      const edgeCover = inside >= 0 ? 1 : 1 + inside;
      const unevenness = 0.6 + 0.8 * fractalNoise(x / grain, y / grain, seed, 2);
      const alpha = Math.min(
        0.9,
        edgeCover * (d.fillAlpha * unevenness + d.rimAlpha * d.rim[k] * Math.exp(-Math.max(0, inside) / d.rimWidth)),
      );
      const o = (y * width + x) * 3;
      data[o] = data[o] * (1 - alpha * fr) + 0.5;
      data[o + 1] = data[o + 1] * (1 - alpha * fg) + 0.5;
      data[o + 2] = data[o + 2] * (1 - alpha * fb) + 0.5;
    }
  }
}
