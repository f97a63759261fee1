/**
 * Everything that happens to a filled sheet on its way back to the reader, in one place. Each step
 * takes a picture (and a seeded generator where it is random) and returns a new one, so a
 * condition is a composition: a copier's scan is rotate → resample → noise → encodeJpeg; a phone's
 * photo is unevenLight → shadow → photoOf → blur → noise → encodeJpeg.
 *
 * Steps that move pixels (warp, rotate, perspective, photoOf, resample) record in `corners` where
 * the page's corners went; steps that only change values keep them.
 */
export { blur } from "./blur";
export { MAX_TILT_DEG, perspective, photoOf, type PhotoOptions } from "./camera";
export { decode, encodeJpeg, encodePng, type JpegOptions } from "./encode";
export { rotate, warp, type Background, type WarpOptions } from "./geometry";
export { cornersIn, type Point, type Quad, type Warped } from "./homography";
export { shadow, unevenLight } from "./light";
export { noise } from "./noise";
export { resample } from "./resample";
export { coffeeStain } from "./stains";
export { pickTable, tableTop, type TableKind } from "./table";
export { binarize, grayscale } from "./tone";
