import { sql } from "drizzle-orm";
import type { SkillKind } from "../../../shared/learning";
import type { Database, RawResult } from "../client";
import { answerOutcomes } from "./answerOutcomes";

/** Which of a school's answers a school report adds up: a term's applications, optionally one grade level and subject. */
export interface SchoolAnswersFilter {
  schoolId: string;
  from: Date;
  to: Date;
  gradeLevelId?: string;
  subject?: string;
}

export interface SchoolSkillRow {
  subject: string;
  grade_level_id: string;
  grade_level_name: string;
  code: string;
  kind: SkillKind;
  earned: number | string;
  possible: number | string;
  questions: number | string;
  exams: number | string;
  classes: number | string;
}

export interface SchoolTotalsRow {
  handed_in: number | string;
  exams: number | string;
  classes: number | string;
}

/** The attempts (alias `a`) of the school's classes in the term's applications that pass the filter. */
function attemptsOfSchool(filter: SchoolAnswersFilter) {
  return sql`a.class_id in (
      select c.id from classes c where c.school_id = ${filter.schoolId}
      ${filter.gradeLevelId ? sql`and c.grade_level_id = ${filter.gradeLevelId}` : sql``}
    )
    and a.application_id in (
      select app.id from exam_applications app join exams e on e.id = app.exam_id
      where app.starts_at >= ${filter.from.toISOString()} and app.starts_at < ${filter.to.toISOString()}
      ${filter.subject ? sql`and e.subject = ${filter.subject}` : sql``}
    )`;
}

/**
 * Points earned and possible per skill of the school's answers, by the exam's subject and grade
 * level (a code means one thing per subject and stage), with how many questions, exams and classes
 * measured it. Annulled questions and essays still waiting count on neither side, as in skillsOf.
 */
export async function skillPointsOfSchool(db: Database, filter: SchoolAnswersFilter) {
  const result = (await db.execute(sql`
    select e.subject, e.grade_level_id, g.name as grade_level_name, skill.code, skill.kind,
      sum(o.earned) as earned, sum(o.points) as possible, count(distinct o.question_id) as questions,
      count(distinct o.exam_id) as exams, count(distinct o.class_id) as classes
    from ${answerOutcomes(attemptsOfSchool(filter))} as o
    join exams e on e.id = o.exam_id
    join grade_levels g on g.id = e.grade_level_id
    -- Each answer counts for its descriptor and for its BNCC skill.
    cross join lateral (values (o.descriptor_code, o.descriptor_source), (o.bncc_skill, 'bncc')) as skill(code, kind)
    where o.outcome not in ('pending', 'annulled') and skill.code is not null
    group by e.subject, e.grade_level_id, g.name, skill.code, skill.kind
  `)) as RawResult<SchoolSkillRow>;
  return result.rows;
}

/** How many attempts, exams and classes of the school the filter takes in. */
export async function handedInOfSchool(db: Database, filter: SchoolAnswersFilter) {
  const result = (await db.execute(sql`
    select count(*) as handed_in, count(distinct app.exam_id) as exams, count(distinct a.class_id) as classes
    from exam_attempts a join exam_applications app on app.id = a.application_id
    where a.status = 'submitted' and ${attemptsOfSchool(filter)}
  `)) as RawResult<SchoolTotalsRow>;
  return result.rows[0];
}
