/** A point of a picture or of the sheet, in pixels or millimetres. */
export interface Point {
  x: number;
  y: number;
}
