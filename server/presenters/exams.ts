import { examAsPlainText, type PlainTextExam } from "../../shared/examText";
import type {
  Exam,
  ExamListItem,
  ExamQrCode,
  ExamQuestion,
  ExamWithQuestions,
  GoogleDocsExport,
  QuestionOption,
} from "../../shared/types/exams";
import type { ExamCardRow, ExamSummaryRow } from "../db/queries/exams";
import type { ExamQuestionRow } from "../db/queries/examQuestions";
import type { OptionJson } from "../db/queries/optionsJson";
import { gradeScaleOf, type GradeScale } from "../../shared/grades";
import { isoOrNull } from "./dates";

/** The scale as the exam's fields name it. */
const gradeScaleFields = ({ maxGrade, rounding }: GradeScale) => ({ maxGrade, gradeRounding: rounding });

/** An option of an exam's question or of a bank item. */
export function presentOption(row: OptionJson): QuestionOption {
  return {
    id: row.id,
    questionId: row.questionId,
    optionText: row.optionText,
    optionLetter: row.optionLetter,
    isCorrect: row.isCorrect,
    isDistractor: row.isDistractor,
  };
}

type PresentableQuestion = ExamQuestionRow & {
  options: OptionJson[];
  source?: "exam" | "bank";
  linkId?: string | null;
};

export function presentQuestion(row: PresentableQuestion): ExamQuestion {
  return {
    id: row.id,
    source: row.source ?? "exam",
    linkId: row.linkId ?? null,
    examId: row.examId,
    questionType: row.questionType,
    questionText: row.questionText,
    questionOrder: row.questionOrder,
    points: row.points,
    descriptor: row.descriptor,
    descriptorSaeb: row.descriptorSaeb,
    descriptorPaeb: row.descriptorPaeb,
    bnccSkill: row.bnccSkill,
    imageUrl: row.imageUrl,
    expectedAnswer: row.expectedAnswer,
    options: row.options.map(presentOption),
    answerSpec: row.answerSpec ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an exam's card in a list shows. */
export function presentExamCard(row: ExamCardRow): ExamListItem {
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    description: row.description,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    gradeLevelId: row.gradeLevelId,
    gradeLevelName: row.gradeLevelName,
    classId: row.classId,
    className: row.className,
    creatorId: row.creatorId,
    creatorName: row.creatorName,
    difficultyLevel: row.difficultyLevel,
    isOnline: row.isOnline,
    isPrintable: row.isPrintable,
    sharedWithSchool: row.sharedWithSchool,
    status: row.status,
    examCode: row.examCode,
    applicationStart: isoOrNull(row.applicationStart),
    applicationEnd: isoOrNull(row.applicationEnd),
    questionCount: row.questionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The exam as its own pages read it: its card and the header's settings. Assigned onto the card
 * rather than spread with it: V8 built a spread followed by twenty fields as a slow dictionary
 * object, about 80 µs per exam against 4, and as long again to write it out as JSON.
 */
export function presentExam(row: ExamSummaryRow): Exam {
  return Object.assign(presentExamCard(row), {
    showLogo: row.showLogo,
    showSchoolName: row.showSchoolName,
    showStudentName: row.showStudentName,
    showGrade: row.showGrade,
    showClass: row.showClass,
    showExamCode: row.showExamCode,
    showDate: row.showDate,
    schoolLogo: row.schoolLogo,
    studentName: row.studentName,
    studentGrade: row.studentGrade,
    studentClass: row.studentClass,
    showTeacher: row.showTeacher,
    showScoreBoxes: row.showScoreBoxes,
    showInstructions: row.showInstructions,
    teacherName: row.teacherName,
    instructions: row.instructions,
    essayLines: row.essayLines,
    ...gradeScaleFields(gradeScaleOf(row)),
    printDate: row.printDate,
  });
}

/** A new or duplicated exam with its questions, already in their answer's shape (see contentJsonText). */
export function presentExamWithQuestions(exam: ExamSummaryRow & { questions: ExamQuestion[] }): ExamWithQuestions {
  return { ...presentExam(exam), questions: exam.questions };
}

export const presentQrCode = (qrCode: ExamQrCode): ExamQrCode => qrCode;

/** The exam as plain text, to paste into an online document. */
export function presentGoogleDocsExport(exam: PlainTextExam): GoogleDocsExport {
  return { googleDocsData: { title: exam.title, content: examAsPlainText(exam) } };
}
