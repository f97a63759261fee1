import QRCode from "qrcode";
import type { ExamStatus } from "../../../shared/constants";
import type { Database } from "../../db/client";
import { openApplicationsOfExam } from "../../db/queries/applications";
import { findAttempt } from "../../db/queries/attempts";
import { findExamIdByCode, findExamSummary, type ExamScope, type ExamSummaryRow } from "../../db/queries/exams";
import { AppError } from "../../errors";
import { examWithQuestions, findExamOrFail } from "../exams/exams";

/** Where students open an exam: the address printed under the QR code and read aloud in class. */
export const onlineExamPath = (examCode: string) => `/online/${examCode}`;

/** The exams a student may find by code: published, being applied, or applied (the entry says it is closed). */
export const STUDENT_VISIBLE_STATUSES: ExamStatus[] = ["published", "active", "completed"];

/** What students see of an exam above its questions: the school's name and logo only where the exam shows them. */
export function examHeadingForStudents(exam: ExamSummaryRow) {
  return {
    examCode: exam.examCode,
    title: exam.title,
    subject: exam.subject,
    description: exam.description,
    gradeLevelName: exam.gradeLevelName,
    schoolName: exam.showSchoolName ? exam.schoolName : null,
    schoolLogo: exam.showLogo ? exam.schoolLogo : null,
  };
}

const NOT_DELIVERED = "Prova não encontrada ou não disponível para aplicação.";

/** Whether the attempt is under way in an application of this exam that is open right now. */
async function openAttemptOfExam(db: Database, examId: string, attemptId: string | undefined, now: Date) {
  if (!attemptId) return false;
  const attempt = await findAttempt(db, attemptId);
  if (!attempt || attempt.status !== "in_progress") return false;
  const open = await openApplicationsOfExam(db, examId, now);
  return open.some((application) => application.id === attempt.applicationId);
}

/**
 * An exam as students receive it: published or running, and nothing that gives the answers away.
 * The questions go only to the holder of an attempt under way in an open application of this exam
 * (`attemptId` from its key); anyone else with the code gets the heading with `questions: []`, so
 * no one reads an exam before it is applied, nor a paper-only one, nor without entering it (and
 * passing the entry's limits). The student page itself reads its questions from `/api/attempt`.
 * Its presenter leaves out each question's key and the exam's own fields.
 */
export async function examForDelivery(db: Database, code: string, attemptId?: string, now = new Date()) {
  const id = await findExamIdByCode(db, code.trim().toUpperCase(), ["published", "active"]);
  if (!id) throw AppError.notFound(NOT_DELIVERED);
  const [exam, entered] = await Promise.all([findExamSummary(db, {}, id), openAttemptOfExam(db, id, attemptId, now)]);
  if (!exam) throw AppError.notFound(NOT_DELIVERED);
  return { exam, questions: entered ? (await examWithQuestions(db, {}, id)).questions : [] };
}

export type ExamForStudents = Awaited<ReturnType<typeof examForDelivery>>;

/** `{ examCode, qrCodeUrl }`: a PNG data URL of the exam's online address on this server. */
export async function examQrCode(db: Database, scope: ExamScope, id: string, origin: string) {
  const exam = await findExamOrFail(db, scope, id);
  const url = `${origin}${onlineExamPath(exam.examCode)}`;
  const qrCodeUrl = await QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 2, width: 512 });
  return { examCode: exam.examCode, qrCodeUrl, url };
}
