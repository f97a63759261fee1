import { sql, type SQL } from "drizzle-orm";
import type { SkillKind } from "../../../shared/learning";
import type { Database, RawResult } from "../client";
import { questionsWithCodes } from "./answerOutcomes";
import { uuidArray } from "./arrayParams";
import { attemptsInReach } from "./learning";
import type { OrganizationReach } from "./organizations";

/** The exam's applications. */
export async function applicationIdsOfExam(db: Database, examId: string): Promise<string[]> {
  const result = (await db.execute(sql`select id from exam_applications where exam_id = ${examId}`)) as RawResult<{
    id: string;
  }>;
  return result.rows.map((row) => row.id);
}

/**
 * The handed-in attempts (alias `a`) of some applications in classes the caller reaches. The ids
 * come as values, not as a subquery: the planner then reads from its statistics that one
 * application holds fifteen thousand attempts (a guess from a subquery is a few dozen, and a plan
 * for a few dozen sorts a network's answers on disk).
 */
const attemptsOfApplications = (applicationIds: string[], reach: OrganizationReach | undefined): SQL =>
  sql`a.status = 'submitted' and a.application_id = any(${uuidArray(applicationIds)}) and ${attemptsInReach(reach)}`;

/** The classes the exam's applications reached (listClasses then keeps those in the caller's reach). */
export async function classIdsReachedByExam(db: Database, examId: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct reached.class_id from exam_application_classes reached
    join exam_applications app on app.id = reached.application_id
    where app.exam_id = ${examId}
  `)) as RawResult<{ class_id: string }>;
  return result.rows.map((row) => row.class_id);
}

export interface ExamAttemptRow {
  class_id: string | null;
  score: number | null;
  max_score: number | null;
}

/** The scores of the applications' handed-in attempts in classes the caller reaches. */
export async function handedInScores(db: Database, applicationIds: string[], reach: OrganizationReach | undefined) {
  const result = (await db.execute(sql`
    select a.class_id, a.score, a.max_score from exam_attempts a
    where ${attemptsOfApplications(applicationIds, reach)}
  `)) as RawResult<ExamAttemptRow>;
  return result.rows;
}

export interface ClassSkillRow {
  class_id: string | null;
  code: string;
  kind: SkillKind;
  earned: number | string;
  possible: number | string;
}

/**
 * Points earned and possible per class and skill (descriptor, and BNCC skill) over the handed-in
 * attempts of an exam's applications, added up by the database from the stored outcomes
 * (attempt_outcomes): a network's hundred and fifty thousand answers come back as a few rows per
 * class, with no answer judged again. The outcomes are first summed per class and question, then
 * each question's sums count for its descriptor and for its BNCC skill, with the questions' current
 * codes and points. Annulled questions and essays still waiting count on neither side, as in skillsOf.
 */
export async function skillPointsPerClass(
  db: Database,
  examId: string,
  applicationIds: string[],
  reach: OrganizationReach | undefined,
) {
  const result = (await db.execute(sql`
    select per_question.class_id, skill.code, skill.kind,
      sum(per_question.earned) as earned, sum(per_question.counted * q.points) as possible
    from (
      select a.class_id, o.question_id, sum(o.earned) as earned, count(*) as counted
      from exam_attempts a
      join attempt_outcomes o on o.attempt_id = a.id
      where ${attemptsOfApplications(applicationIds, reach)} and o.outcome not in ('pending', 'annulled')
      group by a.class_id, o.question_id
    ) as per_question
    join ${questionsWithCodes(sql`${examId}`)} as q on q.question_id = per_question.question_id
    cross join lateral (values (q.descriptor_code, q.descriptor_source), (q.bncc_skill, 'bncc')) as skill(code, kind)
    where skill.code is not null
    group by per_question.class_id, skill.code, skill.kind
  `)) as RawResult<ClassSkillRow>;
  return result.rows;
}
