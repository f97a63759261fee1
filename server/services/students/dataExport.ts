import { textOf } from "../../../shared/richText";
import type { StudentDataFormat } from "../../../shared/schemas/studentData";
import type { Database } from "../../db/client";
import { answersOfAttempts, type AnswerRow } from "../../db/queries/attempts";
import { examContent, type ExamContentQuestion } from "../../db/queries/examContent";
import { attemptsOfStudent } from "../../db/queries/studentData";
import type { StudentRow } from "../../db/queries/students";
import type { ScopedActor } from "../../policies/exams";
import { recordAudit, type AuditActor } from "../audit/record";
import { pdfUnavailable, type PdfRenderer } from "../exports/pdfRenderer";
import { renderStudentDataHtml } from "../exports/studentDataHtml";
import { changeableStudent } from "./students";

/** The student's answers to one attempt, in the exam's order, each beside its question as plain text. */
function answersOf(content: ExamContentQuestion[], answers: AnswerRow[]) {
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]));
  return content.flatMap((question, index) => {
    const answer = answerOf.get(question.id);
    if (!answer) return [];
    const option = question.options.find((candidate) => candidate.id === answer.selectedOptionId);
    return [
      {
        questionNumber: index + 1,
        questionType: question.questionType,
        questionText: textOf(question.questionText),
        selectedOptionLetter: option?.optionLetter ?? null,
        selectedOptionText: option ? textOf(option.optionText) : null,
        textAnswer: answer.textAnswer,
        essayScore: answer.essayScore,
        comment: answer.comment,
        answeredAt: answer.updatedAt,
      },
    ];
  });
}

/**
 * Everything the platform holds about one student (docs/product.md#194-student-data-and-the-audit-log): the roster
 * row, every attempt with every answer, and when each attempt was entered and handed in. Only rows
 * linked to this student are read, so nothing of a classmate (nor of someone who entered by the
 * same name) can slip in.
 */
async function studentData(db: Database, student: StudentRow, schoolClass: { name: string; schoolName: string }) {
  const attempts = await attemptsOfStudent(db, student.id);
  const examIds = [...new Set(attempts.map((row) => row.examId))];
  const [answers, contents] = await Promise.all([
    answersOfAttempts(
      db,
      attempts.map((row) => row.attempt.id),
    ),
    Promise.all(examIds.map(async (examId) => [examId, await examContent(db, examId)] as const)),
  ]);
  const contentOf = new Map(contents);
  return {
    generatedAt: new Date(),
    student: {
      id: student.id,
      name: student.name,
      registrationNumber: student.registrationNumber,
      accessCode: student.accessCode,
      className: schoolClass.name,
      schoolName: schoolClass.schoolName,
      createdAt: student.createdAt,
    },
    attempts: attempts.map(({ attempt, examId, ...exam }) => ({
      attemptId: attempt.id,
      ...exam,
      startedAt: attempt.startedAt,
      submittedAt: attempt.submittedAt,
      finishReason: attempt.finishReason,
      score: attempt.score,
      maxScore: attempt.maxScore,
      answers: answersOf(
        contentOf.get(examId) ?? [],
        answers.filter((answer) => answer.attemptId === attempt.id),
      ),
    })),
    accessHistory: attempts.map(({ attempt, examTitle }) => ({
      attemptId: attempt.id,
      examTitle,
      startedAt: attempt.startedAt,
      submittedAt: attempt.submittedAt,
    })),
  };
}

export type StudentData = Awaited<ReturnType<typeof studentData>>;

async function renderedPdf(data: StudentData, renderer: PdfRenderer | undefined, owner: string): Promise<Buffer> {
  if (!renderer) throw pdfUnavailable();
  return renderer.render(renderStudentDataHtml(data), owner);
}

/**
 * A student's data for the school to hand to the family, as JSON or as a PDF through the shared
 * render queue. Open to whoever may change the student's roster (404 out of reach, 403 for a
 * professor); every export is recorded in the audit log, without the student's name.
 */
export async function exportStudentData(
  db: Database,
  actor: ScopedActor & AuditActor,
  id: string,
  format: StudentDataFormat,
  pdfRenderer?: PdfRenderer,
): Promise<{ data: StudentData; pdf?: Buffer }> {
  const { student, schoolClass } = await changeableStudent(db, actor, id);
  const data = await studentData(db, student, schoolClass);
  const pdf = format === "pdf" ? await renderedPdf(data, pdfRenderer, actor.id) : undefined;
  await recordAudit(db, actor, {
    action: "student_data_exported",
    entityType: "student",
    entityId: id,
    schoolId: schoolClass.schoolId,
    summary: `Dados de um aluno da turma "${schoolClass.name}" exportados em ${format.toUpperCase()}.`,
    after: { format },
  });
  return { data, pdf };
}
