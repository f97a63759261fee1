import { openPdf, pageTextItems, type TextItem } from "../imports/pdfText";

/**
 * Where a printed copy's content runs on past the bottom of a page or column. Questions never split
 * unless one is longer than a whole page or column; then Chromium breaks it where it must, and
 * the reader is told with '(continua)' at the bottom of the part that goes on. The breaks are found
 * in the rendered PDF itself: a page or column that does not start with a question's heading
 * ('Questão N') continues the one before. Page geometry is the print page's (printCss.ts).
 */

const MM = 72 / 25.4;
/** The print page's margins and column gap (printCss.ts `@page` and `.two-columns`). */
const LEFT = 15 * MM;
const CONTENT_WIDTH = 180 * MM;
const CONTENT_BOTTOM = 18 * MM;
const COLUMN_GAP = 10 * MM;
const COLUMN_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2;

/** The bottom of this page (column 0 of one, or either of two) continues on the next part. */
export interface Continuation {
  /** Within the copy, from 0. */
  page: number;
  column: 0 | 1;
}

/** Where '(continua)' is written: the right edge of the column that goes on, in the bottom margin. */
export const continuationMark = (columns: 1 | 2, column: 0 | 1) => ({
  right: columns === 1 ? LEFT + CONTENT_WIDTH : LEFT + (column + 1) * COLUMN_WIDTH + column * COLUMN_GAP,
  y: CONTENT_BOTTOM - 4 * MM,
});

const isHeading = (item: TextItem) => /^Questão \d+/.test(item.str.trim());
const yOf = (item: TextItem) => item.transform[5];
const xOf = (item: TextItem) => item.transform[4];
const topmost = (items: TextItem[]) =>
  items.reduce<TextItem | undefined>((top, item) => (!top || yOf(item) > yOf(top) ? item : top), undefined);

/** The continuations of the copy on pages `first` to `first + count - 1` of a rendered PDF. */
export async function findContinuations(pdf: Uint8Array, first: number, count: number, columns: 1 | 2): Promise<Continuation[]> {
  const document = await openPdf(pdf);
  try {
    // Each part (a page, or a column of it) in reading order, with the first text line it holds.
    const parts: Array<{ page: number; column: 0 | 1; start: TextItem | undefined }> = [];
    for (let page = 0; page < count; page++) {
      const items = (await pageTextItems(await document.getPage(first + page + 1))).filter(
        (item) => item.str.trim() && yOf(item) > CONTENT_BOTTOM,
      );
      if (columns === 1) {
        parts.push({ page, column: 0, start: topmost(items) });
        continue;
      }
      const middle = LEFT + COLUMN_WIDTH + COLUMN_GAP / 2;
      const left = items.filter((item) => xOf(item) < middle);
      // On the first page the header spans both columns: a column starts where the questions do.
      const questionsTop = page === 0 ? yOf(topmost(left.filter(isHeading)) ?? left[0]) : Infinity;
      parts.push({ page, column: 0, start: page === 0 ? undefined : topmost(left) });
      parts.push({
        page,
        column: 1,
        start: topmost(items.filter((item) => xOf(item) >= middle && yOf(item) <= questionsTop + 1)),
      });
    }
    return parts.flatMap((part, index) =>
      index > 0 && part.start && !isHeading(part.start) ? [{ page: parts[index - 1].page, column: parts[index - 1].column }] : [],
    );
  } finally {
    await document.destroy();
  }
}
