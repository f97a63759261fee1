import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { examUpdateSchema, type ExamUpdateInput, type ExamUpdateValues } from "@shared/schemas/exams";
import type { Exam } from "@shared/types/exams";
import { toDateTimeText } from "@shared/dateTime";
import { formatDay } from "@/lib/format";
import { EXAM_FIELD_NAMES, type ExamFormValues } from "../form/examFormValues";

/**
 * The edit page holds the creation form's values (so its field components serve both) without
 * questions: each question is saved on its own. The shared update schema validates them here and
 * again on the server.
 */
export const examEditResolver = zodResolver(examUpdateSchema) as unknown as Resolver<ExamFormValues, unknown, ExamUpdateValues>;

/** Fields the server may name in its messages. */
export const EXAM_EDIT_FIELDS = EXAM_FIELD_NAMES.filter((name) => name !== "questions");

export function examEditValues(exam: Exam): ExamFormValues {
  return {
    title: exam.title,
    subject: exam.subject,
    description: exam.description ?? "",
    gradeLevelId: exam.gradeLevelId,
    schoolId: exam.schoolId,
    classId: exam.classId,
    difficultyLevel: exam.difficultyLevel,
    maxGrade: exam.maxGrade,
    gradeRounding: exam.gradeRounding,
    isOnline: exam.isOnline,
    isPrintable: exam.isPrintable,
    sharedWithSchool: exam.sharedWithSchool,
    applicationStart: exam.applicationStart ? toDateTimeText(exam.applicationStart) : "",
    applicationEnd: exam.applicationEnd ? toDateTimeText(exam.applicationEnd) : "",
    schoolLogo: exam.schoolLogo,
    // The exam answers with the school's own name when the header sets none; saving keeps it, as
    // creation does when the school is picked.
    schoolName: exam.schoolName ?? "",
    studentName: exam.studentName ?? "",
    studentGrade: exam.studentGrade ?? "",
    studentClass: exam.studentClass ?? "",
    showLogo: exam.showLogo,
    showSchoolName: exam.showSchoolName,
    showStudentName: exam.showStudentName,
    showGrade: exam.showGrade,
    showClass: exam.showClass,
    showExamCode: exam.showExamCode,
    showDate: exam.showDate,
    showTeacher: exam.showTeacher,
    showScoreBoxes: exam.showScoreBoxes,
    showInstructions: exam.showInstructions,
    teacherName: exam.teacherName ?? "",
    instructions: exam.instructions ?? "",
    essayLines: exam.essayLines === null ? "" : String(exam.essayLines),
    printDate: exam.printDate ? formatDay(exam.printDate) : "",
    questions: [],
  };
}

export function examEditPayload(values: ExamUpdateValues): ExamUpdateInput {
  return {
    ...values,
    applicationStart: values.applicationStart?.toISOString() ?? null,
    applicationEnd: values.applicationEnd?.toISOString() ?? null,
  };
}
