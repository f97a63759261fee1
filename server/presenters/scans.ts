import { VERSION_LETTERS } from "../../shared/constants";
import type { ScanBatch, ScanSheet } from "../../shared/types/scans";
import type { ScanBatchRow, ScanSheetRow } from "../db/queries/scans";

export function presentScanSheet(sheet: ScanSheetRow, studentName: string | null): ScanSheet {
  return {
    id: sheet.id,
    page: sheet.page,
    status: sheet.status,
    message: sheet.message,
    studentId: sheet.studentId,
    studentName,
    version: sheet.version === null ? null : VERSION_LETTERS[sheet.version],
    answers: sheet.answers,
    imageUrl: sheet.imageId ? `/api/scan-sheets/${sheet.id}/image` : null,
  };
}

export function presentScanBatch(
  batch: ScanBatchRow,
  sheets: Array<{ sheet: ScanSheetRow; studentName: string | null }>,
): ScanBatch {
  return {
    id: batch.id,
    applicationId: batch.applicationId,
    status: batch.status,
    total: batch.total,
    processed: batch.processed,
    message: batch.message,
    sheets: sheets.map(({ sheet, studentName }) => presentScanSheet(sheet, studentName)),
  };
}
