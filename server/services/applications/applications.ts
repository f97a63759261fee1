import type { ApplicationCreateValues } from "../../../shared/schemas/applications";
import type { Database } from "../../db/client";
import * as queries from "../../db/queries/applications";
import { cutDeadlines, extendAttempt, findAttempt } from "../../db/queries/attempts";
import { findExamAccess, type ExamScope } from "../../db/queries/exams";
import { listClasses } from "../../db/queries/organizations";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { changed } from "../cache/changes";
import { advanceApplications } from "./clock";
import { EXAM_NOT_FOUND, findExamOrFail } from "../exams/exams";
import { recordAudit, type AuditActor } from "../audit/record";
import { generateSheetCode } from "../common/codes";
import { paperRoster, type PaperStudent } from "../paper/assignments";
import { newVersionSeed } from "../paper/versions";

export const APPLICATION_NOT_FOUND = "Aplicação não encontrada.";

/** A paper application's window when none is given: the weeks its answer sheets come back in. */
const PAPER_WINDOW_MS = 30 * 24 * 60 * 60_000;

/**
 * An application and its exam, if the caller reaches it (docs/architecture.md#7-authorization): whoever
 * manages the exam reaches all of it; with `read` access, a professor of one of its classes or a
 * coordinator of a class's school reaches it too, limited to those classes (`classIds`; `null`: all).
 * Someone who may only read the exam itself (shared with their school) reaches none of its results.
 */
export async function findApplicationOrFail(db: Database, scope: ExamScope, id: string) {
  const application = await queries.findApplication(db, id);
  if (!application) throw AppError.notFound(APPLICATION_NOT_FOUND);
  const { reached: _reached, managed, ...exam } = (await findExamAccess(db, scope, application.examId))!;
  let classIds: string[] | null = null;
  if (!managed) {
    const reached = scope.caller && scope.access === "read" ? await queries.classesInReach(db, [id], scope.caller) : [];
    if (reached.length === 0) throw AppError.notFound(APPLICATION_NOT_FOUND);
    classIds = reached.map((row) => row.classId);
  }
  return { application, exam, classIds };
}

/** An application with its classes (and their roster sizes) and how many attempts it has started and handed in. */
export type ApplicationDetails = queries.ApplicationRow & {
  classes: Array<{ id: string; name: string; studentCount: number }>;
  startedCount: number;
  submittedCount: number;
  /** One paper application: its students with their copies (see paperRoster). */
  students?: PaperStudent[];
};

/** The classes of each application a caller sees (see findApplicationOrFail); absent: all of them. */
type VisibleClasses = Map<string, Set<string>>;

/**
 * Each application with its classes and attempt counts. Someone who sees only some of an
 * application's classes (a school's coordinator, on a network exam) gets those classes and their
 * counts only: the other schools' classes are not theirs to see.
 */
async function withDetails(
  db: Database,
  rows: queries.ApplicationRow[],
  visible?: VisibleClasses,
): Promise<ApplicationDetails[]> {
  const ids = rows.map((row) => row.id);
  const [classRows, counts] = await Promise.all([queries.classesOfApplications(db, ids), queries.attemptCounts(db, ids)]);
  const seen = (applicationId: string, classId: string | null) =>
    !visible || (classId !== null && visible.get(applicationId)?.has(classId) === true);
  return rows.map((row) => {
    const own = counts.filter((candidate) => candidate.applicationId === row.id && seen(row.id, candidate.classId));
    return {
      ...row,
      classes: classRows
        .filter((candidate) => candidate.applicationId === row.id && seen(row.id, candidate.id))
        .map(({ id, name, studentCount }) => ({ id, name, studentCount })),
      startedCount: own.reduce((sum, candidate) => sum + Number(candidate.started), 0),
      submittedCount: own.reduce((sum, candidate) => sum + Number(candidate.submitted), 0),
    };
  });
}

/** The exam's applications the caller reaches: all for its managers, else those reaching their classes. */
export async function listApplications(db: Database, scope: ExamScope, examId: string, now = new Date()) {
  const exam = await findExamAccess(db, scope, examId);
  if (!exam?.reached) throw AppError.notFound(EXAM_NOT_FOUND);
  await advanceApplications(db, now);
  const rows = await queries.listApplicationsOfExam(db, examId);
  if (exam.managed) return withDetails(db, rows);
  const visible: VisibleClasses = new Map();
  const reached = await queries.classesInReach(
    db,
    rows.map((row) => row.id),
    scope.caller!,
  );
  for (const { applicationId, classId } of reached)
    visible.set(applicationId, (visible.get(applicationId) ?? new Set()).add(classId));
  return withDetails(
    db,
    rows.filter((row) => visible.has(row.id)),
    visible,
  );
}

/** An application the caller reaches, with its details, its exam and the classes they see of it (see findApplicationOrFail). */
export async function reachApplication(db: Database, scope: ExamScope, id: string, now = new Date()) {
  await advanceApplications(db, now);
  const found = await findApplicationOrFail(db, scope, id);
  const visible = found.classIds ? new Map([[id, new Set(found.classIds)]]) : undefined;
  return { ...found, details: (await withDetails(db, [found.application], visible))[0] };
}

/** One application as its page shows it: a paper one with its students' versions (of the classes the caller sees). */
export async function applicationDetails(
  db: Database,
  scope: ExamScope,
  id: string,
  now = new Date(),
): Promise<ApplicationDetails> {
  const { details, application, classIds } = await reachApplication(db, scope, id, now);
  return application.mode === "paper" ? { ...details, students: await paperRoster(db, application, classIds) } : details;
}

/**
 * The classes exist and, for a school's own people, are of the exam's school. An administrator's
 * scope is the network (no caller), so their exam may be applied to any school's classes: a network
 * exam, whose results each school's supervisors then read for their classes (examScope.ts).
 */
async function assertClassesApplicable(db: Database, scope: ExamScope, classIds: string[], schoolId: string): Promise<void> {
  const rows = new Map((await listClasses(db, { ids: classIds })).map((row) => [row.id, row]));
  for (const id of classIds) {
    const found = rows.get(id);
    if (!found) throw AppError.badRequest("Turma não encontrada", { classIds: `Turma não encontrada: ${id}` });
    if (scope.caller && found.schoolId !== schoolId) {
      const message = `A turma ${found.name} não é da escola desta prova`;
      throw AppError.badRequest(message, { classIds: message });
    }
  }
}

/** After a change to one of its applications, the exam's status follows; both are announced. */
async function applicationChanged(db: Database, examId: string): Promise<void> {
  await queries.settleExamStatuses(db, [examId]);
  changed("applications", "exams");
}

/**
 * Applies a published exam to classes. The window defaults to the exam's own application dates:
 * from now (or its start, if later) to its end, or else for exactly the duration.
 */
export async function createApplication(
  db: Database,
  scope: ExamScope,
  examId: string,
  creator: UserRow,
  values: ApplicationCreateValues,
  now = new Date(),
) {
  const exam = await findExamOrFail(db, scope, examId);
  if (exam.status === "draft") throw AppError.wrongState("Publique a prova antes de aplicá-la.");
  const paper = values.mode === "paper";
  if (!paper && !exam.isOnline) {
    throw AppError.wrongState("Esta prova não está marcada como online. Edite a prova e marque a opção online para aplicá-la.");
  }
  if (exam.questionCount === 0) throw AppError.wrongState("A prova não possui questões.");
  await assertClassesApplicable(db, scope, values.classIds, exam.schoolId);

  const examStart = exam.applicationStart && exam.applicationStart > now ? exam.applicationStart : now;
  const startsAt = values.startsAt ?? examStart;
  const examEnd = exam.applicationEnd && exam.applicationEnd > startsAt ? exam.applicationEnd : undefined;
  const endsAt =
    values.endsAt ?? examEnd ?? new Date(startsAt.getTime() + (paper ? PAPER_WINDOW_MS : values.durationMinutes * 60_000));
  if (endsAt <= startsAt) {
    throw AppError.badRequest("O fim da aplicação deve ser depois do início", {
      endsAt: "O fim da aplicação deve ser depois do início",
    });
  }
  if (endsAt <= now) {
    throw AppError.badRequest("O fim da aplicação já passou", { endsAt: "O fim da aplicação já passou" });
  }

  const { classIds, ...options } = values;
  const paperFields = paper ? { versionSeed: newVersionSeed(), genericSheetCode: generateSheetCode() } : {};
  const row = await queries.insertApplication(
    db,
    {
      ...options,
      ...paperFields,
      examId,
      startsAt,
      endsAt,
      status: startsAt <= now ? "open" : "scheduled",
      createdById: creator.id,
    },
    classIds,
  );
  await applicationChanged(db, examId);
  const [details] = await withDetails(db, [row]);
  return paper ? { ...details, students: await paperRoster(db, row, null) } : details;
}

/** Opens a scheduled application now instead of at its start. */
export async function openApplication(db: Database, scope: ExamScope, id: string, now = new Date()) {
  const { application } = await findApplicationOrFail(db, scope, id);
  if (application.status !== "scheduled") throw AppError.wrongState("Só uma aplicação agendada pode ser aberta agora.");
  if (application.endsAt <= now) throw AppError.wrongState("O fim desta aplicação já passou.");
  await queries.updateApplication(db, id, { status: "open", startsAt: now });
  await applicationChanged(db, application.examId);
  return applicationDetails(db, scope, id, now);
}

/**
 * Closes an application early: no one enters any more and every clock stops now. Answers already
 * on their way still land within the grace period; then each attempt is handed in as it stands.
 */
export async function closeApplication(db: Database, scope: ExamScope, id: string, now = new Date()) {
  const { application } = await findApplicationOrFail(db, scope, id);
  if (application.status === "closed") return applicationDetails(db, scope, id, now);
  const endsAt = application.endsAt < now ? application.endsAt : now;
  const startsAt = application.startsAt > endsAt ? new Date(endsAt.getTime() - 1) : application.startsAt;
  await queries.updateApplication(db, id, { status: "closed", endsAt, startsAt });
  await cutDeadlines(db, id, now);
  await applicationChanged(db, application.examId);
  return applicationDetails(db, scope, id, now);
}

/** An application no student has entered yet may be removed; afterwards it holds results. */
export async function deleteApplication(db: Database, scope: ExamScope, actor: AuditActor, id: string): Promise<void> {
  const { application, exam } = await findApplicationOrFail(db, scope, id);
  if (await queries.hasAttempts(db, id)) {
    throw AppError.wrongState("Esta aplicação já tem respostas de alunos e não pode ser excluída. Encerre-a em vez disso.");
  }
  await db.transaction(async (tx) => {
    await queries.deleteApplication(tx, id);
    await recordAudit(tx, actor, {
      action: "application_deleted",
      entityType: "application",
      entityId: id,
      schoolId: exam.schoolId,
      summary: `Aplicação da prova "${exam.title}" excluída.`,
      before: {
        examId: exam.id,
        startsAt: application.startsAt.toISOString(),
        endsAt: application.endsAt.toISOString(),
        status: application.status,
      },
    });
  });
  await applicationChanged(db, application.examId);
}

/** More time for one student, e.g. one who arrived late or needs the extra time by right. */
export async function extendAttemptTime(db: Database, scope: ExamScope, id: string, attemptId: string, minutes: number) {
  await findApplicationOrFail(db, scope, id);
  const attempt = await findAttempt(db, attemptId);
  if (!attempt || attempt.applicationId !== id) throw AppError.notFound("Aluno não encontrado nesta aplicação.");
  if (attempt.status !== "in_progress" || !(await extendAttempt(db, attemptId, minutes))) {
    throw AppError.wrongState("Este aluno já entregou a prova.");
  }
}
