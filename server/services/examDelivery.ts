import QRCode from "qrcode";
import type { Database } from "../db/client";
import { findExamIdByCode, type ExamScope, type ExamSummaryRow } from "../db/queries/exams";
import { AppError } from "../http/errors";
import { examWithQuestions, findExamOrFail } from "./exams";

/** Where students open an exam: the address printed under the QR code and read aloud in class. */
export const onlineExamPath = (examCode: string) => `/online/${examCode}`;

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

/** An exam as students receive it: published or running, and nothing that gives the answers away. */
export async function examForDelivery(db: Database, code: string) {
  const id = await findExamIdByCode(db, code.trim().toUpperCase(), ["published", "active"]);
  if (!id) throw AppError.notFound("Prova não encontrada ou não disponível para aplicação.");
  const exam = await examWithQuestions(db, {}, id);
  return {
    ...examHeadingForStudents(exam),
    showStudentName: exam.showStudentName,
    showGrade: exam.showGrade,
    showClass: exam.showClass,
    showDate: exam.showDate,
    questions: exam.questions.map((question) => ({
      id: question.id,
      questionType: question.questionType,
      questionText: question.questionText,
      questionOrder: question.questionOrder,
      points: question.points,
      imageUrl: question.imageUrl,
      options: question.options.map((option) => ({
        id: option.id,
        optionLetter: option.optionLetter,
        optionText: option.optionText,
      })),
    })),
  };
}

/** `{ examCode, qrCodeUrl }`: a PNG data URL of the exam's online address on this server. */
export async function examQrCode(db: Database, scope: ExamScope, id: string, origin: string) {
  const exam = await findExamOrFail(db, scope, id);
  const url = `${origin}${onlineExamPath(exam.examCode)}`;
  const qrCodeUrl = await QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 2, width: 512 });
  return { examCode: exam.examCode, qrCodeUrl, url };
}
