import { sql, type SQL } from "drizzle-orm";
import type { SkillKind } from "../../../shared/learning";
import type { Database, RawResult } from "../client";
import { answerOutcomes } from "./answerOutcomes";
import { attemptsInReach } from "./learning";
import type { OrganizationReach } from "./organizations";

/** The attempts (alias `a`) of one exam's applications in classes the caller reaches. */
const attemptsOfExam = (examId: string, reach: OrganizationReach | undefined): SQL =>
  sql`a.application_id in (select id from exam_applications where exam_id = ${examId}) and ${attemptsInReach(reach)}`;

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

/** Attempts per part when a network's answers are split across connections (see skillPointsPerClass). */
const ATTEMPTS_PER_PART = 2_000;
/** At most this many connections of the pool work on one report at once. */
const MAX_PARTS = 4;

/**
 * Points earned and possible per class and skill (descriptor, and BNCC skill) over the exam's
 * answers, added up by the database: a network's thousands of attempts come back as a few rows per
 * class. Annulled questions and essays still waiting count on neither side, as in skillsOf.
 *
 * Each answer is judged on its own (answerOutcomes), which for a network exam is a hundred and
 * fifty thousand answers; PostgreSQL would not share that among its parallel workers (it cannot
 * foresee how many attempts an application holds), so the attempts are split by id into parts
 * added up on separate connections at once, one part per two thousand attempts (`expected`: the
 * reached classes' rosters), and the parts' rows are returned together: a class and skill may appear
 * once per part, and the sums add up.
 */
export async function skillPointsPerClass(db: Database, examId: string, reach: OrganizationReach | undefined, expected: number) {
  const parts = Math.min(MAX_PARTS, Math.max(1, Math.ceil(expected / ATTEMPTS_PER_PART)));
  const results = await Promise.all(
    Array.from({ length: parts }, (_, part) => {
      const inPart = parts === 1 ? sql`true` : sql`abs(hashtext(a.id::text)) % ${parts} = ${part}`;
      // Each answer counts for its descriptor and for its BNCC skill, in one pass over the answers.
      return db.execute(sql`
        select o.class_id, skill.code, skill.kind, sum(o.earned) as earned, sum(o.points) as possible
        from ${answerOutcomes(sql`${attemptsOfExam(examId, reach)} and ${inPart}`)} as o
        cross join lateral (values (o.descriptor_code, o.descriptor_source), (o.bncc_skill, 'bncc')) as skill(code, kind)
        where o.outcome not in ('pending', 'annulled') and skill.code is not null
        group by o.class_id, skill.code, skill.kind
      `) as Promise<RawResult<ClassSkillRow>>;
    }),
  );
  return results.flatMap((result) => result.rows);
}
