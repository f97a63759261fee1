import type { ApplicationLiveView, ApplicationParticipant } from "../../../shared/types/applications";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { attemptsWithProgress } from "../../db/queries/attempts";
import { studentsOfClasses } from "../../db/queries/students";
import { applicationDetails, findApplicationOrFail } from "./applications";

type AttemptProgress = Awaited<ReturnType<typeof attemptsWithProgress>>[number];

function fromAttempt(row: AttemptProgress, questionCount: number, now: Date): ApplicationParticipant {
  const { attempt } = row;
  const state = attempt.status === "submitted" ? "submitted" : now >= attempt.deadlineAt ? "time_up" : "in_progress";
  return {
    attemptId: attempt.id,
    studentId: attempt.studentId,
    studentName: attempt.studentName,
    registrationNumber: row.registrationNumber,
    accessCode: row.accessCode,
    classId: attempt.classId,
    className: row.className,
    state,
    answeredCount: row.answeredCount,
    questionCount: attempt.questionOrder.length || questionCount,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    finishReason: attempt.finishReason,
    extraMinutes: attempt.extraMinutes,
    lastAnswerAt: row.lastAnswerAt?.toISOString() ?? null,
  };
}

/**
 * The teacher's view of an application while it runs: every student of its classes (started or
 * not) and anyone who entered by name, with how far each has gone. Polled every few seconds.
 */
export async function applicationLiveView(
  db: Database,
  scope: ExamScope,
  id: string,
  now = new Date(),
): Promise<ApplicationLiveView> {
  const application = await applicationDetails(db, scope, id, now);
  const { exam } = await findApplicationOrFail(db, scope, id);
  const [attempts, roster] = await Promise.all([
    attemptsWithProgress(db, id),
    studentsOfClasses(
      db,
      application.classes.map((item) => item.id),
    ),
  ]);
  const byStudent = new Map(attempts.filter((row) => row.attempt.studentId).map((row) => [row.attempt.studentId!, row]));
  const participants: ApplicationParticipant[] = roster.map(({ student, className }) => {
    const started = byStudent.get(student.id);
    if (started) return fromAttempt(started, exam.questionCount, now);
    return {
      attemptId: null,
      studentId: student.id,
      studentName: student.name,
      registrationNumber: student.registrationNumber,
      accessCode: student.accessCode,
      classId: student.classId,
      className,
      state: "not_started",
      answeredCount: 0,
      questionCount: exam.questionCount,
      startedAt: null,
      deadlineAt: null,
      submittedAt: null,
      finishReason: null,
      extraMinutes: 0,
      lastAnswerAt: null,
    };
  });
  // Students who entered by name, and those since moved out of the application's classes.
  const listed = new Set(roster.map(({ student }) => student.id));
  for (const row of attempts) {
    if (!row.attempt.studentId || !listed.has(row.attempt.studentId))
      participants.push(fromAttempt(row, exam.questionCount, now));
  }
  return {
    application,
    exam: { id: exam.id, title: exam.title, examCode: exam.examCode, questionCount: exam.questionCount },
    participants,
    serverNow: now.toISOString(),
  };
}
