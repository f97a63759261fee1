import { arrayLiteral, uuidArray } from "./arrayParams";
import { or, sql, type SQL } from "drizzle-orm";
import { classes, examApplicationClasses, examApplications, exams } from "../schema";

/**
 * Which exams a caller reaches (docs/architecture.md#7-authorization), as a condition every query
 * about exams adds to its WHERE: an exam outside it is simply not found.
 *
 * - `manage`: the author's own, and every exam of the schools a coordinator or principal runs.
 * - `read` adds what colleagues may look at: exams shared with a school the caller belongs to,
 *   exams of (or applied to) a class the caller teaches, and a network's exams applied to a class of
 *   a school the caller runs.
 *
 * No caller means the server itself (an administrator's scope, or internal work): no condition.
 */
export type ExamAccess = "manage" | "read";

export interface ExamCaller {
  id: string;
  managedSchoolIds: string[];
  memberSchoolIds: string[];
  taughtClassIds: string[];
}

export interface ExamScope {
  caller?: ExamCaller;
  access?: ExamAccess;
}

/**
 * The caller's ids as the conditions take them: bound in the statement, or a prepared statement's
 * placeholders. An absent list is one the caller does not have, and its branch is left out.
 */
interface CallerTerms {
  id: SQL;
  managed?: SQL;
  member?: SQL;
  taught?: SQL;
}

const listTerm = (ids: string[]) => (ids.length > 0 ? uuidArray(ids) : undefined);

const termsOf = (caller: ExamCaller): CallerTerms => ({
  id: sql`${caller.id}`,
  managed: listTerm(caller.managedSchoolIds),
  member: listTerm(caller.memberSchoolIds),
  taught: listTerm(caller.taughtClassIds),
});

/**
 * Every term a placeholder, so one prepared statement serves every caller (an empty list matches
 * nothing). For lookups of one exam by id, which plan the same with branches that cannot match;
 * lists keep the bound terms, whose plans should not carry them.
 */
const PREPARED_TERMS: Required<CallerTerms> = {
  id: sql`${sql.placeholder("callerId")}::uuid`,
  managed: sql`${sql.placeholder("managedSchoolIds")}::uuid[]`,
  member: sql`${sql.placeholder("memberSchoolIds")}::uuid[]`,
  taught: sql`${sql.placeholder("taughtClassIds")}::uuid[]`,
};

/** The values of PREPARED_TERMS' placeholders for a caller. */
export const preparedScopeValues = (caller: ExamCaller) => ({
  callerId: caller.id,
  managedSchoolIds: arrayLiteral(caller.managedSchoolIds),
  memberSchoolIds: arrayLiteral(caller.memberSchoolIds),
  taughtClassIds: arrayLiteral(caller.taughtClassIds),
});

function managedBy(terms: CallerTerms): SQL {
  return or(sql`${exams.creatorId} = ${terms.id}`, terms.managed ? sql`${exams.schoolId} = any(${terms.managed})` : undefined)!;
}

/** The exam is in the schools the caller runs, or is theirs. */
export const examManagedBy = (caller: ExamCaller): SQL => managedBy(termsOf(caller));

const reachesClasses = (applicationId: SQL, classIds: SQL) =>
  sql`exists (select 1 from ${examApplicationClasses} where ${examApplicationClasses.applicationId} = ${applicationId} and ${examApplicationClasses.classId} = any(${classIds}))`;

/** The caller teaches one of the classes this application reaches. */
export const applicationReachesClasses = (applicationId: SQL, classIds: string[]) =>
  reachesClasses(applicationId, uuidArray(classIds));

/** One of the exam's applications reaches a class of the schools the caller runs. */
const appliedInSchools = (schoolIds: SQL) =>
  sql`exists (select 1 from ${examApplications} join ${examApplicationClasses} on ${examApplicationClasses.applicationId} = ${examApplications.id} join ${classes} on ${classes.id} = ${examApplicationClasses.classId} where ${examApplications.examId} = ${exams.id} and ${classes.schoolId} = any(${schoolIds}))`;

function readableBy(terms: CallerTerms): SQL {
  const { managed, member, taught } = terms;
  return or(
    managedBy(terms),
    member ? sql`(${exams.sharedWithSchool} and ${exams.schoolId} = any(${member}))` : undefined,
    taught ? sql`${exams.classId} = any(${taught})` : undefined,
    taught
      ? sql`exists (select 1 from ${examApplications} where ${examApplications.examId} = ${exams.id} and ${reachesClasses(sql`${examApplications.id}`, taught)})`
      : undefined,
    managed ? appliedInSchools(managed) : undefined,
  )!;
}

const conditionFor = (access: ExamAccess | undefined, terms: CallerTerms) =>
  access === "read" ? readableBy(terms) : managedBy(terms);

export function examScopeCondition(scope: ExamScope): SQL | undefined {
  if (!scope.caller) return undefined;
  return conditionFor(scope.access, termsOf(scope.caller));
}

/** The scope's condition with the caller as placeholders (preparedScopeValues), for a statement prepared once per access. */
export const preparedExamScopeCondition = (access: ExamAccess): SQL => conditionFor(access, PREPARED_TERMS);

/** A text for cache keys: a change of the caller's schools or classes is a new key. */
export function scopeKey(scope: ExamScope): string {
  if (!scope.caller) return "all";
  const { id, managedSchoolIds, memberSchoolIds, taughtClassIds } = scope.caller;
  return [scope.access ?? "manage", id, managedSchoolIds.join(","), memberSchoolIds.join(","), taughtClassIds.join(",")].join(
    "|",
  );
}
