import type { MarkState, ScanBatchStatus, ScanSheetStatus, VersionLetter } from "../constants";

/** One question of a sheet as read; `questionNumber` is the sheet's (its version's order). */
export interface ScanAnswer {
  questionNumber: number;
  read: string | null;
  state: MarkState;
  confidence: number;
}

export interface ScanSheet {
  id: string;
  page: number;
  status: ScanSheetStatus;
  message: string | null;
  studentId: string | null;
  studentName: string | null;
  version: VersionLetter | null;
  answers: ScanAnswer[];
  /** The sheet as the reader saw it, square on (a JPEG), for those who may see the application. */
  imageUrl: string | null;
}

export interface ScanBatch {
  id: string;
  applicationId: string;
  status: ScanBatchStatus;
  total: number;
  processed: number;
  message: string | null;
  sheets: ScanSheet[];
}
