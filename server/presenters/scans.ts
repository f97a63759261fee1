import { VERSION_LETTERS, SCAN_SHEET_STATUSES, type ScanSheetStatus } from "../../shared/constants";
import type { ScanAnswer, ScanBatch, ScanBatchSummary, ScanSheet, SheetArea } from "../../shared/types/scans";
import type { ScanBatchRow, ScanSheetRow } from "../db/queries/scans";
import { BUBBLE_PITCH, BUBBLE_RADIUS, PAGE, questionSlot } from "../services/paper/answerSheet/layout";

/** Room round a question's row in its crop, in mm: across, clear of the printed number; down, short of the next row's bubbles (1 mm apart). */
const CROP_MARGIN = { across: 1.6, down: 0.8 };

const fraction = (value: number, of: number) => Math.round((value / of) * 10_000) / 10_000;

/**
 * Where question `number`'s row (its number and its `choices` bubbles) is on the sheet's picture,
 * which is the whole page square on.
 */
export function questionCrop(number: number, choices: number): SheetArea {
  const { label, answers } = questionSlot(number);
  const left = label.x - CROP_MARGIN.across;
  const top = answers.y - CROP_MARGIN.down;
  const bubbles = Math.max(1, choices) - 1;
  const right = answers.x + bubbles * BUBBLE_PITCH + 2 * BUBBLE_RADIUS + CROP_MARGIN.across;
  return {
    x: fraction(left, PAGE.width),
    y: fraction(top, PAGE.height),
    width: fraction(right - left, PAGE.width),
    height: fraction(answers.height + 2 * CROP_MARGIN.down, PAGE.height),
  };
}

/** How many bubbles each question has on a sheet of a version (services/scans/sheetLayout.ts bubbleCounts). */
export type BubbleCounts = (version: number | null) => Map<number, number>;

export function presentScanSheet(sheet: ScanSheetRow, studentName: string | null, bubbles: BubbleCounts): ScanSheet {
  const counts = bubbles(sheet.version);
  return {
    id: sheet.id,
    page: sheet.page,
    status: sheet.status,
    message: sheet.message,
    studentId: sheet.studentId,
    studentName,
    version: sheet.version === null ? null : VERSION_LETTERS[sheet.version],
    answers: sheet.answers.map((answer: ScanAnswer) => {
      const choices = counts.get(answer.questionNumber) ?? 0;
      return { ...answer, choices, crop: questionCrop(answer.questionNumber, choices) };
    }),
    imageUrl: sheet.imageId ? `/api/scan-sheets/${sheet.id}/image` : null,
  };
}

const batchFields = (batch: ScanBatchRow) => ({
  id: batch.id,
  applicationId: batch.applicationId,
  status: batch.status,
  total: batch.total,
  processed: batch.processed,
  message: batch.message,
});

export function presentScanBatch(
  batch: ScanBatchRow,
  sheets: Array<{ sheet: ScanSheetRow; studentName: string | null }>,
  bubbles: BubbleCounts,
): ScanBatch {
  return {
    ...batchFields(batch),
    sheets: sheets.map(({ sheet, studentName }) => presentScanSheet(sheet, studentName, bubbles)),
  };
}

export function presentScanBatchSummary(
  batch: ScanBatchRow,
  counts: Array<{ status: ScanSheetStatus; count: number }>,
): ScanBatchSummary {
  const byStatus = Object.fromEntries(SCAN_SHEET_STATUSES.map((status) => [status, 0])) as Record<ScanSheetStatus, number>;
  for (const { status, count } of counts) byStatus[status] += count;
  return { ...batchFields(batch), createdAt: batch.createdAt.toISOString(), counts: byStatus };
}
