/**
 * The Word document's A4 page, in twips (1/20 pt), with the print page's margins
 * (printCss.ts: 16 mm top, 15 mm sides, 18 mm bottom), so both take about as much paper.
 */
const MM = 56.7;

export const PAGE = {
  width: 11906,
  height: 16838,
  margin: { top: Math.round(16 * MM), right: Math.round(15 * MM), bottom: Math.round(18 * MM), left: Math.round(15 * MM) },
  /** The footer's distance from the page's bottom edge: inside the bottom margin. */
  footer: Math.round(8 * MM),
};

/** The width between the margins: what a table across the page takes. */
export const TEXT_WIDTH = PAGE.width - PAGE.margin.left - PAGE.margin.right;

/** CSS pixels (96 per inch) as twips, to carry the print page's sizes over. */
export const px = (pixels: number) => Math.round(pixels * 15);
