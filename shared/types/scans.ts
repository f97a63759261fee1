import type { MarkState, ScanBatchStatus, ScanSheetStatus, VersionLetter } from "../constants";

/** One question of a sheet as read; `questionNumber` is the sheet's (its version's order). */
export interface ScanAnswer {
  questionNumber: number;
  read: string | null;
  state: MarkState;
  confidence: number;
}

/** A part of the sheet's picture, in fractions of its width and height (0 to 1). */
export interface SheetArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A question as the review screen shows it: what was read, its bubbles (A onwards), and where its row is on the picture. */
export interface ScanAnswerView extends ScanAnswer {
  choices: number;
  crop: SheetArea;
}

export interface ScanSheet {
  id: string;
  page: number;
  status: ScanSheetStatus;
  message: string | null;
  studentId: string | null;
  studentName: string | null;
  version: VersionLetter | null;
  answers: ScanAnswerView[];
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

/** A batch as the application's page lists it: its progress and how many of its sheets ended in each status. */
export interface ScanBatchSummary extends Omit<ScanBatch, "sheets"> {
  createdAt: string;
  counts: Record<ScanSheetStatus, number>;
}

/** An application's reading of sheets: its latest batches, and every sheet still waiting for the teacher. */
export interface ScanOverview {
  batches: ScanBatchSummary[];
  toSettle: ScanSheet[];
}
