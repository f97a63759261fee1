import type { ApplicationParticipant } from "../../../shared/types/applications";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { attemptsWithProgress } from "../../db/queries/attempts";
import { studentsOfClasses } from "../../db/queries/students";
import { reachApplication } from "./applications";

type ParticipantDates = "startedAt" | "deadlineAt" | "submittedAt" | "lastAnswerAt";

/** One student of the live view, with the moments as dates. */
export type Participant = Omit<ApplicationParticipant, ParticipantDates> & Record<ParticipantDates, Date | null>;

type AttemptProgress = Awaited<ReturnType<typeof attemptsWithProgress>>[number];

function fromAttempt(row: AttemptProgress, questionCount: number, now: Date): Participant {
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
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt,
    submittedAt: attempt.submittedAt,
    finishReason: attempt.finishReason,
    extraMinutes: attempt.extraMinutes,
    lastAnswerAt: row.lastAnswerAt,
  };
}

/**
 * The teacher's view of an application while it runs: every student of its classes (started or
 * not) and anyone who entered by name, with how far each has gone. Polled every few seconds.
 */
export async function applicationLiveView(db: Database, scope: ExamScope, id: string, now = new Date()) {
  const { details: application, exam, classIds } = await reachApplication(db, scope, id, now);
  const inReach = (classId: string | null) => !classIds || (classId !== null && classIds.includes(classId));
  const [allAttempts, roster] = await Promise.all([
    attemptsWithProgress(db, id),
    studentsOfClasses(db, application.classes.map((item) => item.id).filter(inReach)),
  ]);
  // A professor of one of the classes follows that class's students only.
  const attempts = allAttempts.filter((row) => inReach(row.attempt.classId));
  const byStudent = new Map(attempts.filter((row) => row.attempt.studentId).map((row) => [row.attempt.studentId!, row]));
  const participants: Participant[] = roster.map(({ student, className }) => {
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
  return { application, exam, participants, now };
}

export type LiveView = Awaited<ReturnType<typeof applicationLiveView>>;
