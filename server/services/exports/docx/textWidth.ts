/**
 * About how wide a short text prints, in twips, for sizing table cells to their label: an
 * average of 0.58 em a character in the serif, 0.64 em in the sans-serif, a little more than
 * their bold letters take, so a label never wraps.
 */
export const textWidth = (text: string, halfPoints: number, sans: boolean) =>
  Math.round(text.length * (sans ? 0.64 : 0.58) * halfPoints * 10);
