import { z } from "zod";
import { MARK_STATES, SCAN_BATCH_STATUSES, SCAN_SHEET_STATUSES, VERSION_LETTERS } from "../constants";
import { id, isoDateTime } from "./fields";

const count = z.number().int().nonnegative();

export const scanBatchCreatedResponse = z.strictObject({ id });

export const scanAnswerResponse = z.strictObject({
  questionNumber: z.number().int().positive(),
  read: z.string().nullable(),
  state: z.enum(MARK_STATES),
  confidence: z.number().min(0).max(1),
  choices: z.number().int().min(0).max(5),
  crop: z.strictObject({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().positive().max(1),
    height: z.number().positive().max(1),
  }),
});

export const scanSheetResponse = z.strictObject({
  id,
  page: z.number().int().positive(),
  status: z.enum(SCAN_SHEET_STATUSES),
  message: z.string().nullable(),
  studentId: id.nullable(),
  studentName: z.string().nullable(),
  version: z.enum(VERSION_LETTERS).nullable(),
  answers: z.array(scanAnswerResponse),
  imageUrl: z.string().startsWith("/api/scan-sheets/").nullable(),
});

export const scanBatchResponse = z.strictObject({
  id,
  applicationId: id,
  status: z.enum(SCAN_BATCH_STATUSES),
  total: count,
  processed: count,
  message: z.string().nullable(),
  sheets: z.array(scanSheetResponse),
});

export const scanOverviewResponse = z.strictObject({
  batches: z.array(
    scanBatchResponse.omit({ sheets: true }).extend({
      createdAt: isoDateTime,
      counts: z.strictObject(
        Object.fromEntries(SCAN_SHEET_STATUSES.map((status) => [status, count])) as Record<
          (typeof SCAN_SHEET_STATUSES)[number],
          typeof count
        >,
      ),
    }),
  ),
  toSettle: z.array(scanSheetResponse),
});
