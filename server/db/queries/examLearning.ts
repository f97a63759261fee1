import { sql, type SQL } from "drizzle-orm";
import type { SkillKind } from "../../../shared/learning";
import type { Database } from "../client";
import { answerOutcomes } from "./answerOutcomes";
import { uuidArray } from "./examScope";
import { attemptsInReach } from "./learning";
import type { OrganizationReach } from "./organizations";

/** Both drivers answer raw statements with `{ rows }`; the shared Database type cannot say so. */
type RawResult<Row> = { rows: Row[] };

/** The attempts (alias `a`) of one exam's applications in classes the caller reaches. */
const attemptsOfExam = (examId: string, reach: OrganizationReach | undefined): SQL =>
  sql`a.application_id in (select id from exam_applications where exam_id = ${examId}) and ${attemptsInReach(reach)}`;

export interface ReachedClassRow {
  class_id: string;
  class_name: string;
  school_id: string;
  school_name: string;
  roster_size: number | string;
}

/** Every class an application of the exam reached, within the caller's reach, with its roster's size. */
export async function classesReachedByExam(db: Database, examId: string, reach: OrganizationReach | undefined) {
  const inReach = reach
    ? sql`(c.id = any(${uuidArray(reach.classIds)}) or c.school_id = any(${uuidArray(reach.schoolIds)}))`
    : sql`true`;
  const result = (await db.execute(sql`
    select c.id as class_id, c.name as class_name, s.id as school_id, s.name as school_name,
      (select count(*) from students st where st.class_id = c.id) as roster_size
    from classes c
    join schools s on s.id = c.school_id
    where c.id in (
      select reached.class_id from exam_application_classes reached
      join exam_applications app on app.id = reached.application_id
      where app.exam_id = ${examId}
    ) and ${inReach}
  `)) as RawResult<ReachedClassRow>;
  return result.rows;
}

export interface ExamAttemptRow {
  class_id: string | null;
  score: number | null;
  max_score: number | null;
}

/** The scores of the exam's handed-in attempts in classes the caller reaches. */
export async function handedInScoresOfExam(db: Database, examId: string, reach: OrganizationReach | undefined) {
  const result = (await db.execute(sql`
    select a.class_id, a.score, a.max_score from exam_attempts a
    where a.status = 'submitted' and ${attemptsOfExam(examId, reach)}
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
 * Points earned and possible per class and skill (descriptor, and BNCC skill) over the exam's
 * answers, added up by the database: a network's thousands of attempts come back as a few rows per
 * class. Annulled questions and essays still waiting count on neither side, as in skillsOf.
 */
export async function skillPointsPerClass(db: Database, examId: string, reach: OrganizationReach | undefined) {
  const result = (await db.execute(sql`
    with outcomes as (
      select * from ${answerOutcomes(attemptsOfExam(examId, reach))} as o
      where o.outcome not in ('pending', 'annulled')
    )
    select class_id, descriptor_code as code, descriptor_source as kind, sum(earned) as earned, sum(points) as possible
    from outcomes where descriptor_code is not null group by class_id, descriptor_code, descriptor_source
    union all
    select class_id, bncc_skill, 'bncc', sum(earned), sum(points)
    from outcomes where bncc_skill is not null group by class_id, bncc_skill
  `)) as RawResult<ClassSkillRow>;
  return result.rows;
}
