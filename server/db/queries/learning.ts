import { sql, type SQL } from "drizzle-orm";
import type { AttemptSource } from "../../../shared/constants";
import type { GradeRounding } from "../../../shared/grades";
import type { Database, RawResult } from "../client";
import { answerOutcomes, type OutcomeRow } from "./answerOutcomes";
import { uuidArray } from "./arrayParams";
import type { OrganizationReach } from "./organizations";

/**
 * The attempts (alias `a`) of classes the caller reaches: those of their schools and those they
 * teach (docs/architecture.md#7-authorization). No reach: the whole network.
 */
export function attemptsInReach(reach: OrganizationReach | undefined): SQL {
  if (!reach) return sql`true`;
  return sql`(a.class_id = any(${uuidArray(reach.classIds)})
    or a.class_id in (select id from classes where school_id = any(${uuidArray(reach.schoolIds)})))`;
}

export interface StudentAttemptRow {
  attempt_id: string;
  application_id: string;
  exam_id: string;
  exam_title: string;
  subject: string;
  grade_level_id: string;
  max_grade: number;
  grade_rounding: GradeRounding;
  class_name: string | null;
  source: AttemptSource;
  submitted_at: Date | string;
  score: number | null;
  max_score: number | null;
}

/** A student's handed-in attempts within the caller's reach, oldest first. */
/** The attempts (alias `a`) of one student in classes the caller reaches. */
const attemptsOfStudent = (studentId: string, reach: OrganizationReach | undefined) =>
  sql`a.student_id = ${studentId} and ${attemptsInReach(reach)}`;

export async function handedInAttemptsOfStudent(
  db: Database,
  studentId: string,
  reach: OrganizationReach | undefined,
): Promise<StudentAttemptRow[]> {
  const result = (await db.execute(sql`
    select a.id as attempt_id, a.application_id, e.id as exam_id, e.title as exam_title, e.subject,
      e.grade_level_id, e.max_grade, e.grade_rounding, c.name as class_name, a.source, a.submitted_at, a.score, a.max_score
    from exam_attempts a
    join exam_applications app on app.id = a.application_id
    join exams e on e.id = app.exam_id
    left join classes c on c.id = a.class_id
    where a.status = 'submitted' and ${attemptsOfStudent(studentId, reach)}
    order by a.submitted_at, a.id
  `)) as RawResult<StudentAttemptRow>;
  return result.rows;
}

/** How each question of those attempts came out (answerOutcomes.ts). */
export async function outcomesOfStudent(
  db: Database,
  studentId: string,
  reach: OrganizationReach | undefined,
): Promise<OutcomeRow[]> {
  const result = (await db.execute(
    sql`select * from ${answerOutcomes(attemptsOfStudent(studentId, reach))} as outcomes`,
  )) as RawResult<OutcomeRow>;
  return result.rows;
}

export interface ClassApplicationRow {
  application_id: string;
  exam_id: string;
  exam_title: string;
  subject: string;
  grade_level_id: string;
  max_grade: number;
  grade_rounding: GradeRounding;
  starts_at: Date | string;
}

/** The applications that reached a class and started between two instants, in the order they started. */
export async function applicationsOfClassBetween(db: Database, classId: string, from: Date, to: Date) {
  const result = (await db.execute(sql`
    select app.id as application_id, e.id as exam_id, e.title as exam_title, e.subject, e.grade_level_id,
      e.max_grade, e.grade_rounding, app.starts_at
    from exam_applications app
    join exam_application_classes reached on reached.application_id = app.id and reached.class_id = ${classId}
    join exams e on e.id = app.exam_id
    where app.starts_at >= ${from.toISOString()} and app.starts_at < ${to.toISOString()}
    order by app.starts_at, app.id
  `)) as RawResult<ClassApplicationRow>;
  return result.rows;
}

export interface ClassAttemptRow {
  attempt_id: string;
  application_id: string;
  student_id: string | null;
  student_name: string;
  score: number | null;
  max_score: number | null;
}

/** The attempts handed in by a class's students in some applications. */
export async function handedInAttemptsOfClass(db: Database, classId: string, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  const result = (await db.execute(sql`
    select a.id as attempt_id, a.application_id, a.student_id, a.student_name, a.score, a.max_score
    from exam_attempts a
    where a.class_id = ${classId} and a.status = 'submitted' and a.application_id = any(${uuidArray(applicationIds)})
  `)) as RawResult<ClassAttemptRow>;
  return result.rows;
}

/** How each question of those attempts came out (answerOutcomes.ts). */
export async function outcomesOfClass(db: Database, classId: string, applicationIds: string[]): Promise<OutcomeRow[]> {
  if (applicationIds.length === 0) return [];
  const result = (await db.execute(
    sql`select * from ${answerOutcomes(sql`a.class_id = ${classId} and a.application_id = any(${uuidArray(applicationIds)})`)} as outcomes`,
  )) as RawResult<OutcomeRow>;
  return result.rows;
}
