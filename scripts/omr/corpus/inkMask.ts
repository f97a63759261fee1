import type { Circle } from "../../../server/services/paper/answerSheet/layout";
import { type PageFrame, type Rgb, type RgbImage } from "./raster";
import { hash2, valueNoise } from "./texture";

export interface PointMm {
  x: number;
  y: number;
}

/**
 * How much ink lies on each pixel of a small window of the picture, 0 to 1, before it is put on the
 * paper. Marks are drawn here first so that their coverage can be measured and adjusted (a partial
 * mark stops once it covers what was asked) and so that ink is laid over the paper in one step.
 *
 * Coordinates are page millimetres; the window's pixels cover [i, i + 1) like the picture's, so a
 * pixel's centre is at i + 0.5. Edges are anti-aliased by coverage: a pen line's alpha falls from
 * 1 to 0 over the pixel that its edge crosses.
 */
export class InkMask {
  readonly x0: number;
  readonly y0: number;
  readonly width: number;
  readonly height: number;
  readonly alpha: Float32Array;
  /** One stroke at a time: its pixels take the strongest of its segments, so the joints of a polyline do not darken. */
  private readonly scratch: Float32Array;

  constructor(
    readonly frame: PageFrame,
    centre: PointMm,
    halfSizeMm: number,
    imageWidth: number,
    imageHeight: number,
  ) {
    const { pxPerMm, offsetX, offsetY } = frame;
    const half = halfSizeMm * pxPerMm;
    const cx = offsetX + centre.x * pxPerMm;
    const cy = offsetY + centre.y * pxPerMm;
    this.x0 = Math.max(0, Math.floor(cx - half));
    this.y0 = Math.max(0, Math.floor(cy - half));
    this.width = Math.max(0, Math.min(imageWidth, Math.ceil(cx + half)) - this.x0);
    this.height = Math.max(0, Math.min(imageHeight, Math.ceil(cy + half)) - this.y0);
    this.alpha = new Float32Array(this.width * this.height);
    this.scratch = new Float32Array(this.width * this.height);
  }

  /** A pen stroke through the points, `widthMm` wide with round ends, laid over what is there. */
  stroke(points: readonly PointMm[], widthMm: number, opacity: number) {
    const { pxPerMm, offsetX, offsetY } = this.frame;
    const half = (widthMm / 2) * pxPerMm;
    // A line thinner than a pixel cannot cover one whole: its peak is its width in pixels.
    const peak = Math.min(1, 2 * half);
    let left = this.width;
    let top = this.height;
    let right = -1;
    let bottom = -1;
    const segments = points.length === 1 ? 1 : points.length - 1;
    for (let s = 0; s < segments; s++) {
      const a = points[s];
      const b = points[Math.min(s + 1, points.length - 1)];
      const ax = offsetX + a.x * pxPerMm - this.x0;
      const ay = offsetY + a.y * pxPerMm - this.y0;
      const bx = offsetX + b.x * pxPerMm - this.x0;
      const by = offsetY + b.y * pxPerMm - this.y0;
      const i0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
      const i1 = Math.min(this.width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
      const j0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
      const j1 = Math.min(this.height - 1, Math.ceil(Math.max(ay, by) + half + 1));
      if (i0 > i1 || j0 > j1) continue;
      left = Math.min(left, i0);
      right = Math.max(right, i1);
      top = Math.min(top, j0);
      bottom = Math.max(bottom, j1);
      const dx = bx - ax;
      const dy = by - ay;
      const length2 = dx * dx + dy * dy;
      for (let j = j0; j <= j1; j++) {
        const py = j + 0.5 - ay;
        for (let i = i0; i <= i1; i++) {
          const px = i + 0.5 - ax;
          const t = length2 > 0 ? Math.min(1, Math.max(0, (px * dx + py * dy) / length2)) : 0;
          const ex = px - t * dx;
          const ey = py - t * dy;
          const value = Math.min(peak, half + 0.5 - Math.sqrt(ex * ex + ey * ey));
          if (value > 0) {
            const k = j * this.width + i;
            if (value > this.scratch[k]) this.scratch[k] = value;
          }
        }
      }
    }
    for (let j = top; j <= bottom; j++) {
      for (let i = left; i <= right; i++) {
        const k = j * this.width + i;
        const value = this.scratch[k] * opacity;
        if (value > 0) {
          this.alpha[k] = 1 - (1 - this.alpha[k]) * (1 - value);
          this.scratch[k] = 0;
        }
      }
    }
  }

  /** Adds a soft blob (a smudge): alpha `peak` in the middle of an ellipse, fading to 0 at its edge. */
  smudge(centre: PointMm, radiusAlong: number, radiusAcross: number, angle: number, peak: number) {
    const { pxPerMm, offsetX, offsetY } = this.frame;
    const cx = offsetX + centre.x * pxPerMm - this.x0;
    const cy = offsetY + centre.y * pxPerMm - this.y0;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const ra = radiusAlong * pxPerMm;
    const rc = radiusAcross * pxPerMm;
    for (let j = 0; j < this.height; j++) {
      for (let i = 0; i < this.width; i++) {
        const x = i + 0.5 - cx;
        const y = j + 0.5 - cy;
        const u = (x * cos + y * sin) / ra;
        const v = (-x * sin + y * cos) / rc;
        const d = u * u + v * v;
        if (d >= 1) continue;
        const fade = 1 - d;
        const value = peak * fade * fade;
        const k = j * this.width + i;
        this.alpha[k] = 1 - (1 - this.alpha[k]) * (1 - value);
      }
    }
  }

  /**
   * Ink and graphite are not even: the ball skips, graphite only catches on the paper's raised
   * fibres. Multiplies alpha by 1 - amount × noise, the noise stretched along `angle` (the stroke
   * direction) so that the unevenness runs along the strokes, plus a per-pixel grain.
   */
  texture(seed: number, amount: number, alongMm: number, acrossMm: number, angle: number, grain: number) {
    const { pxPerMm } = this.frame;
    const cos = Math.cos(angle) / pxPerMm;
    const sin = Math.sin(angle) / pxPerMm;
    for (let j = 0; j < this.height; j++) {
      for (let i = 0; i < this.width; i++) {
        const k = j * this.width + i;
        if (this.alpha[k] === 0) continue;
        const x = this.x0 + i;
        const y = this.y0 + j;
        const u = (x * cos + y * sin) / alongMm;
        const v = (-x * sin + y * cos) / acrossMm;
        const smooth = valueNoise(u, v, seed);
        const speck = hash2(x, y, seed ^ 0x5bd1e995);
        const noise = (1 - grain) * smooth + grain * speck;
        this.alpha[k] *= 1 - amount * noise;
      }
    }
  }

  /** Multiplies every alpha by `factor` (what is left of a fill after the eraser). */
  scale(factor: (i: number, j: number) => number) {
    for (let j = 0; j < this.height; j++) {
      for (let i = 0; i < this.width; i++) {
        const k = j * this.width + i;
        if (this.alpha[k] !== 0) this.alpha[k] *= factor(this.x0 + i, this.y0 + j);
      }
    }
  }

  /** Calls `visit` for each window pixel whose centre lies inside the circle (page mm). */
  private inside(circle: Circle, visit: (k: number) => void) {
    const { pxPerMm, offsetX, offsetY } = this.frame;
    const cx = offsetX + circle.cx * pxPerMm - this.x0;
    const cy = offsetY + circle.cy * pxPerMm - this.y0;
    const r = circle.r * pxPerMm;
    const r2 = r * r;
    for (let j = Math.floor(cy - r); j <= Math.ceil(cy + r); j++) {
      for (let i = Math.floor(cx - r); i <= Math.ceil(cx + r); i++) {
        const dx = i + 0.5 - cx;
        const dy = j + 0.5 - cy;
        if (dx * dx + dy * dy > r2) continue;
        visit(i >= 0 && j >= 0 && i < this.width && j < this.height ? j * this.width + i : -1);
      }
    }
  }

  /** The fraction of the circle's pixels with at least `level` of ink. */
  coverage(circle: Circle, level = 0.5): number {
    let total = 0;
    let inked = 0;
    this.inside(circle, (k) => {
      total++;
      if (k >= 0 && this.alpha[k] >= level) inked++;
    });
    return total === 0 ? 0 : inked / total;
  }

  /** Over the circle: the fraction of pixels with at least `level` of ink, and their mean alpha. */
  inkedAlpha(circle: Circle, level: number): { fraction: number; mean: number } {
    let total = 0;
    let inked = 0;
    let sum = 0;
    this.inside(circle, (k) => {
      total++;
      if (k >= 0 && this.alpha[k] >= level) {
        inked++;
        sum += this.alpha[k];
      }
    });
    return { fraction: total === 0 ? 0 : inked / total, mean: inked === 0 ? 0 : sum / inked };
  }

  /** The mean alpha of the window's pixels with at least `level` of ink: how strong the mark is where it is. */
  meanInked(level: number): number {
    let count = 0;
    let sum = 0;
    for (const value of this.alpha) {
      if (value >= level) {
        count++;
        sum += value;
      }
    }
    return count === 0 ? 1 : sum / count;
  }

  snapshot(): Float32Array {
    return this.alpha.slice();
  }

  restore(saved: Float32Array) {
    this.alpha.set(saved);
  }

  /**
   * Lays the ink on the picture. Multiplying (rather than painting over) is how translucent ink and
   * graphite behave: the printed outline stays visible under a pencil fill, and a mark is never
   * lighter than the paper it is on.
   */
  applyTo(img: RgbImage, colour: Rgb) {
    const fr = 1 - colour[0] / 255;
    const fg = 1 - colour[1] / 255;
    const fb = 1 - colour[2] / 255;
    const { data } = img;
    for (let j = 0; j < this.height; j++) {
      let o = ((this.y0 + j) * img.width + this.x0) * 3;
      for (let i = 0; i < this.width; i++, o += 3) {
        const a = this.alpha[j * this.width + i];
        if (a <= 0) continue;
        data[o] = Math.round(data[o] * (1 - a * fr));
        data[o + 1] = Math.round(data[o + 1] * (1 - a * fg));
        data[o + 2] = Math.round(data[o + 2] * (1 - a * fb));
      }
    }
  }
}
