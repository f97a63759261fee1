/** Room kept between the open list and the edge of what holds it. */
const MARGIN = 8;
/** Wide enough for two lines to carry most of an entry's text (28rem). */
const PREFERRED_WIDTH = 448;

export interface ListPlacement {
  width: number;
  /** Shift from the field's left edge, zero or leftwards. */
  left: number;
}

/** The box the list must stay within: the nearest ancestor that clips or scrolls (a dialog), else the window. */
function boundsOf(field: HTMLElement): { left: number; right: number } {
  for (let node = field.parentElement; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX !== "visible" || style.overflowY !== "visible") {
      const box = node.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }
  }
  return { left: 0, right: document.documentElement.clientWidth };
}

/**
 * The open list's width and place under its field: wider than a narrow field, so entries read in
 * two lines, and moved left when it would pass the edge of the screen or of a dialog.
 */
export function listPlacement(field: HTMLElement): ListPlacement {
  const box = field.getBoundingClientRect();
  const bounds = boundsOf(field);
  const width = Math.max(box.width, Math.min(PREFERRED_WIDTH, bounds.right - bounds.left - 2 * MARGIN));
  const overflow = box.left + width - (bounds.right - MARGIN);
  const room = Math.max(0, box.left - bounds.left - MARGIN);
  return { width, left: overflow > 0 ? -Math.min(overflow, room) : 0 };
}
