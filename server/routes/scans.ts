import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import { SCAN_FILE_TOO_LARGE, SCAN_LIMITS, SCAN_TOO_MANY_FILES, SCAN_UPLOAD_TOO_LARGE } from "../../shared/scans/limits";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { manyFilesOnDisk } from "../http/upload";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { presentScanBatch, presentScanBatchSummary, presentScanSheet } from "../presenters/scans";
import { studentNameOf } from "../db/queries/scans";
import { settleSheet } from "../services/scans/settleSheet";
import { scanSheetUpdateSchema } from "../../shared/schemas/scans";
import { scanBatchFor, scanOverview, scanSheetImage } from "../services/scans/scanBatches";
import type { ScanOverview } from "../../shared/types/scans";
import { uploadScans } from "../services/scans/uploadScans";

/**
 * Reading filled answer sheets (docs/product.md#24-reading-answer-sheets): whoever sees a paper
 * application (its exam's managers; a professor or coordinator of its classes) sends its sheets and
 * follows their reading.
 */

/**
 * `POST /api/applications/{id}/scans` (multipart `files`): 202 with the batch's id; the pages are
 * read off the request. `GET /api/applications/{id}/scans`: the latest batches and the sheets to settle.
 */
export function applicationScansRouter(db: Database): Router {
  const router = Router();
  const upload = manyFilesOnDisk(
    "files",
    { maxBytes: SCAN_LIMITS.fileBytes, maxFiles: SCAN_LIMITS.files, maxTotal: SCAN_LIMITS.uploadBytes },
    { tooLarge: SCAN_FILE_TOO_LARGE, tooMany: SCAN_TOO_MANY_FILES, totalTooLarge: SCAN_UPLOAD_TOO_LARGE },
  );
  const one = { params: uuidParam };
  router.post("/:id/scans", requireUser, validate(one), upload, async (req, res) => {
    const user = currentUser(req);
    const files = ((req.files as Express.Multer.File[] | undefined) ?? []).map((file) => ({
      name: file.originalname,
      path: file.path,
    }));
    const batch = await uploadScans(db, examScope(user, "read"), user, parsed(req, one).params.id, files);
    res.status(202).json({ id: batch.id });
  });
  router.get("/:id/scans", requireUser, validate(one), async (req, res) => {
    const user = currentUser(req);
    const { batches, toSettle, bubbles } = await scanOverview(db, examScope(user, "read"), parsed(req, one).params.id);
    res.json({
      batches: batches.map(({ batch, counts }) => presentScanBatchSummary(batch, counts)),
      toSettle: toSettle.map(({ sheet, studentName }) => presentScanSheet(sheet, studentName, bubbles)),
    } satisfies ScanOverview);
  });
  return router;
}

/** `GET /api/scan-batches/{id}`: the batch's progress and the sheets read so far. */
export function scanBatchesRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  const one = { params: uuidParam };
  router.get("/:id", validate(one), async (req, res) => {
    const { batch, sheets, bubbles } = await scanBatchFor(db, examScope(currentUser(req), "read"), parsed(req, one).params.id);
    res.json(presentScanBatch(batch, sheets, bubbles));
  });
  return router;
}

/**
 * `GET /api/scan-sheets/{id}/image`: the sheet as the reader saw it, square on; `PATCH
 * /api/scan-sheets/{id}`: the teacher settles what was not clear, and the sheet is counted once it is.
 */
export function scanSheetsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  const one = { params: uuidParam };
  const settle = { params: uuidParam, body: scanSheetUpdateSchema };
  router.patch("/:id", validate(settle), async (req, res) => {
    const { params, body } = parsed(req, settle);
    const { sheet, bubbles } = await settleSheet(db, examScope(currentUser(req), "read"), params.id, body);
    res.json(presentScanSheet(sheet, await studentNameOf(db, sheet.studentId), bubbles));
  });
  router.get("/:id/image", validate(one), async (req, res) => {
    const bytes = await scanSheetImage(db, examScope(currentUser(req), "read"), parsed(req, one).params.id);
    res.set("Cache-Control", "private, no-store");
    res.type("image/jpeg").send(bytes);
  });
  return router;
}
