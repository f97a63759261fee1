import { VERSION_LETTERS } from "../../../shared/constants";
import type { PaperAssignmentUpdate } from "../../../shared/schemas/applications";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import * as queries from "../../db/queries/paperAssignments";
import { AppError } from "../../errors";
import { findApplicationOrFail } from "../applications/applications";
import { generateSheetCode } from "../common/codes";
import { paperRoster } from "./assignments";
import { NOT_PAPER } from "./paperPrints";

const STUDENT_NOT_IN_APPLICATION = "Aluno não encontrado nesta aplicação.";

/**
 * Changes one student's version, print size or contrast before printing. A new version gets a new
 * sheet code, so an answer sheet printed before the change is never read as the new version.
 */
export async function changePaperStudent(
  db: Database,
  scope: ExamScope,
  applicationId: string,
  studentId: string,
  update: PaperAssignmentUpdate,
): Promise<void> {
  const { application } = await findApplicationOrFail(db, scope, applicationId);
  if (application.mode !== "paper") throw AppError.wrongState(NOT_PAPER);
  const roster = await paperRoster(db, application, null);
  const student = roster.find((row) => row.studentId === studentId);
  if (!student) throw AppError.notFound(STUDENT_NOT_IN_APPLICATION);
  const version = update.version === undefined ? undefined : VERSION_LETTERS.indexOf(update.version);
  if (version !== undefined && version >= application.versions) {
    const message = `Esta aplicação tem ${application.versions === 1 ? "uma versão" : `as versões A a ${VERSION_LETTERS[application.versions - 1]}`}.`;
    throw AppError.badRequest(message, { version: message });
  }
  const changes = {
    ...(version !== undefined && version !== student.version ? { version, sheetCode: generateSheetCode() } : {}),
    ...(update.printSize ? { printSize: update.printSize } : {}),
    ...(update.highContrast !== undefined ? { highContrast: update.highContrast } : {}),
  };
  if (Object.keys(changes).length > 0) await queries.updateAssignment(db, applicationId, studentId, changes);
}
