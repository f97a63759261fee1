import { sql, type SQL } from "drizzle-orm";
import type { ApplicationMode } from "../../../shared/constants";
import type { Database, RawResult } from "../client";
import { answerOutcomes } from "./answerOutcomes";
import { examScopeCondition, type ExamScope } from "./examScope";

/** Essays and sheets older than this are not the dashboard's business any more. */
const CORRECTION_WINDOW_DAYS = 90;

/** The applications of the exams the caller manages (the scope names the tables unaliased). */
const managed = (scope: ExamScope): SQL => examScopeCondition(scope) ?? sql`true`;

export interface AgendaApplicationRow {
  application_id: string;
  exam_id: string;
  exam_title: string;
  mode: ApplicationMode;
  starts_at: Date | string;
  ends_at: Date | string;
  class_names: string[];
}

/** Applications not closed that are open now or start within `days`, soonest first. */
export async function upcomingApplications(db: Database, scope: ExamScope, now: Date, days: number, limit: number) {
  const until = new Date(now.getTime() + days * 86_400_000);
  const result = (await db.execute(sql`
    select exam_applications.id as application_id, exams.id as exam_id, exams.title as exam_title, exam_applications.mode, exam_applications.starts_at, exam_applications.ends_at,
      array(select c.name from exam_application_classes reached join classes c on c.id = reached.class_id
        where reached.application_id = exam_applications.id order by c.name) as class_names
    from exam_applications join exams on exams.id = exam_applications.exam_id
    where ${managed(scope)} and exam_applications.status <> 'closed'
      and exam_applications.ends_at > ${now.toISOString()} and exam_applications.starts_at < ${until.toISOString()}
    order by exam_applications.starts_at, exam_applications.id
    limit ${limit}
  `)) as RawResult<AgendaApplicationRow>;
  return result.rows;
}

export interface PendingCorrectionRow {
  application_id: string;
  exam_id: string;
  exam_title: string;
  essays: number | string;
  sheets: number | string;
}

/**
 * The applications with work left for a teacher: essays waiting for a grade (answerOutcomes.ts)
 * and read sheets waiting to be settled, most first; among applications of the last 90 days.
 */
export async function pendingCorrections(db: Database, scope: ExamScope, now: Date, limit: number) {
  const since = new Date(now.getTime() - CORRECTION_WINDOW_DAYS * 86_400_000).toISOString();
  const result = (await db.execute(sql`
    with recent as (
      select exam_applications.id from exam_applications join exams on exams.id = exam_applications.exam_id
      where ${managed(scope)} and exam_applications.starts_at > ${since}
    ),
    essays as (
      select o.application_id, count(*) as essays
      from ${answerOutcomes(sql`a.application_id in (select id from recent)`)} as o
      where o.outcome = 'pending' group by o.application_id
    ),
    sheets as (
      select s.application_id, count(*) as sheets from scan_sheets s
      where s.application_id in (select id from recent) and s.status in ('review', 'unidentified', 'duplicate') and s.set_aside_at is null
      group by s.application_id
    )
    select exam_applications.id as application_id, exams.id as exam_id, exams.title as exam_title,
      coalesce(essays.essays, 0) as essays, coalesce(sheets.sheets, 0) as sheets
    from exam_applications join exams on exams.id = exam_applications.exam_id
    left join essays on essays.application_id = exam_applications.id
    left join sheets on sheets.application_id = exam_applications.id
    where essays.application_id is not null or sheets.application_id is not null
    order by coalesce(essays.essays, 0) + coalesce(sheets.sheets, 0) desc, exam_applications.starts_at desc
    limit ${limit}
  `)) as RawResult<PendingCorrectionRow>;
  return result.rows;
}

export interface RecentResultRow {
  application_id: string;
  exam_id: string;
  exam_title: string;
  ended_at: Date | string;
  handed_in: number | string;
  average_percentage: number | null;
}

/** When an application ended: closed early, when it was closed; else at the end of its window. */
const endedAt = sql`case when exam_applications.status = 'closed' and exam_applications.updated_at < exam_applications.ends_at
  then exam_applications.updated_at else exam_applications.ends_at end`;

/** The applications that ended last with something handed in, and the class's average percentage. */
export async function recentResults(db: Database, scope: ExamScope, now: Date, limit: number) {
  const result = (await db.execute(sql`
    select exam_applications.id as application_id, exams.id as exam_id, exams.title as exam_title,
      ${endedAt} as ended_at, handed.count as handed_in, handed.average as average_percentage
    from exam_applications join exams on exams.id = exam_applications.exam_id
    join lateral (
      select count(*) as count, avg(case when a.max_score > 0 then a.score / a.max_score * 100 end) as average
      from exam_attempts a where a.application_id = exam_applications.id and a.status = 'submitted'
    ) handed on handed.count > 0
    where ${managed(scope)} and (exam_applications.status = 'closed' or exam_applications.ends_at <= ${now.toISOString()})
    order by ${endedAt} desc
    limit ${limit}
  `)) as RawResult<RecentResultRow>;
  return result.rows;
}
