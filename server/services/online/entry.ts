import type { OnlineEntryInput } from "../../../shared/schemas/applications";
import type { Database } from "../../db/client";
import {
  applicationCoversClass,
  nextStartOfExam,
  openApplicationsOfExam,
  type ApplicationRow,
} from "../../db/queries/applications";
import { findStudentAttempt, insertAttempt, type AttemptRow } from "../../db/queries/attempts";
import { findExamIdByCode, findExamSummary } from "../../db/queries/exams";
import { countInWindow } from "../../db/queries/loginThrottles";
import { findStudentByAccessCode } from "../../db/queries/students";
import { AppError } from "../../errors";
import { admitAccessCode } from "./accessCodeGuard";
import { advanceApplications } from "../applications/clock";
import { orderForAttempt } from "../attempts/content";
import { attemptToken } from "../attempts/tokens";
import { attemptView } from "../attempts/attempts";
import { examContent } from "../../db/queries/examContent";
import { withHeadingLogoLink } from "../attempts/images";
import { examHeadingForStudents, STUDENT_VISIBLE_STATUSES } from "./examDelivery";

const EXAM_NOT_FOUND = "Prova não encontrada. Confira o código da prova.";
const NOT_OPEN = "Esta prova não está aberta para aplicação no momento.";
const CODE_REQUIRED = "Esta prova exige o código de acesso pessoal. Peça o seu ao professor.";

/**
 * Entries by name per application and address: 60 an hour. The server sees a school's router,
 * not the computer, so this is a class of up to 45 entering from the school's network (or the lab's
 * computers used in turn by a few classes' worth of students within the hour) with room to spare;
 * it stops one address from filling the results with throwaway attempts (it took 3 s to make 300).
 * An attempt by name never shows its score before the application closes (see attemptView), so
 * throwaway attempts cannot read the key either.
 */
const NAMED_ENTRIES = { limit: 60, windowMs: 60 * 60_000 };

async function countNamedEntry(db: Database, applicationId: string, ip: string, now: Date): Promise<void> {
  const { count, windowEndsAt } = await countInWindow(db, `#anonimo:${applicationId}`, ip, now, NAMED_ENTRIES.windowMs);
  if (count <= NAMED_ENTRIES.limit) return;
  const minutes = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 60_000));
  throw AppError.tooManyRequests(
    `Muitas entradas por nome nesta prova a partir desta rede. Aguarde ${minutes} minuto${minutes > 1 ? "s" : ""} ` +
      "ou peça ao professor o seu código de acesso.",
    { now, until: windowEndsAt },
  );
}

const atTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });

async function examIdOrFail(db: Database, code: string): Promise<string> {
  const id = await findExamIdByCode(db, code, STUDENT_VISIBLE_STATUSES);
  if (!id) throw AppError.notFound(EXAM_NOT_FOUND);
  return id;
}

/** What the entry screen shows before the student identifies: the exam and whether it is open. */
export async function onlineExamEntry(db: Database, code: string, secret: string, now = new Date()) {
  const examId = await examIdOrFail(db, code);
  const [exam, open, nextStart] = await Promise.all([
    findExamSummary(db, {}, examId),
    openApplicationsOfExam(db, examId, now),
    nextStartOfExam(db, examId, now),
  ]);
  if (!exam) throw AppError.notFound(EXAM_NOT_FOUND);
  return {
    ...withHeadingLogoLink(examHeadingForStudents(exam), examId, secret),
    availability: open.length > 0 ? ("open" as const) : nextStart ? ("scheduled" as const) : ("closed" as const),
    opensAt: open.length === 0 && nextStart ? nextStart : null,
    allowAnonymous: open.some((application) => application.allowAnonymous),
  };
}

/** The student a code names and the open application of theirs, or undefined when the code does not enter this exam. */
async function studentEntering(db: Database, applications: ApplicationRow[], accessCode: string) {
  const student = await findStudentByAccessCode(db, accessCode);
  if (!student) return undefined;
  for (const application of applications) {
    if (await applicationCoversClass(db, application.id, student.classId)) return { student, application };
  }
  return undefined;
}

async function startAttempt(
  db: Database,
  application: ApplicationRow,
  who: { studentId: string | null; classId: string | null; studentName: string },
  now: Date,
): Promise<AttemptRow | undefined> {
  const questions = await examContent(db, application.examId);
  const order = orderForAttempt(questions, application);
  const naturalEnd = now.getTime() + application.durationMinutes * 60_000;
  return insertAttempt(db, {
    ...who,
    ...order,
    applicationId: application.id,
    startedAt: now,
    // The clock never runs past the window's end.
    deadlineAt: new Date(Math.min(naturalEnd, application.endsAt.getTime())),
  });
}

/**
 * A student enters an exam: with the personal access code, a roster student gets their attempt —
 * a new one, or the one already started (another device, a reload) with every saved answer and
 * the same clock; with a typed name, where allowed, a new attempt each time.
 */
export async function enterExam(
  db: Database,
  code: string,
  entry: OnlineEntryInput,
  context: { ip: string; secret: string },
  now = new Date(),
) {
  const examId = await examIdOrFail(db, code);
  const open = await openApplicationsOfExam(db, examId, now);
  if (open.length === 0) {
    const nextStart = await nextStartOfExam(db, examId, now);
    throw AppError.wrongState(nextStart ? `Esta prova ainda não começou. Ela abre em ${atTime.format(nextStart)}.` : NOT_OPEN);
  }
  // The first entries after a scheduled start also move the exam to `active` without waiting for the timer.
  if (open.some((application) => application.status === "scheduled")) await advanceApplications(db, now);

  let attempt: AttemptRow | undefined;
  if (entry.accessCode) {
    const accessCode = entry.accessCode;
    const { student, application } = await admitAccessCode(db, { examId, ip: context.ip, now }, () =>
      studentEntering(db, open, accessCode),
    );
    attempt =
      (await findStudentAttempt(db, application.id, student.id)) ??
      (await startAttempt(
        db,
        application,
        { studentId: student.id, classId: student.classId, studentName: student.name },
        now,
      )) ??
      // Two devices entering at the same instant: the other one created it.
      (await findStudentAttempt(db, application.id, student.id));
  } else {
    const application = open.find((candidate) => candidate.allowAnonymous);
    if (!application) throw AppError.badRequest(CODE_REQUIRED, { accessCode: CODE_REQUIRED });
    await countNamedEntry(db, application.id, context.ip, now);
    attempt = await startAttempt(db, application, { studentId: null, classId: null, studentName: entry.name! }, now);
  }
  if (!attempt) throw AppError.wrongState(NOT_OPEN);
  return { token: attemptToken(attempt.id, context.secret), view: await attemptView(db, attempt.id, context.secret, now) };
}

export type ExamEntry = Awaited<ReturnType<typeof onlineExamEntry>>;
export type AttemptEntered = Awaited<ReturnType<typeof enterExam>>;
