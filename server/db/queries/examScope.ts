import { uuidArray } from "./arrayParams";
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

/** The exam is in the schools the caller runs, or is theirs. */
export function examManagedBy(caller: ExamCaller): SQL {
  return or(
    sql`${exams.creatorId} = ${caller.id}`,
    caller.managedSchoolIds.length > 0 ? sql`${exams.schoolId} = any(${uuidArray(caller.managedSchoolIds)})` : undefined,
  )!;
}

/** The caller teaches one of the classes this application reaches. */
export const applicationReachesClasses = (applicationId: SQL, classIds: string[]) =>
  sql`exists (select 1 from ${examApplicationClasses} where ${examApplicationClasses.applicationId} = ${applicationId} and ${examApplicationClasses.classId} = any(${uuidArray(classIds)}))`;

/** One of the exam's applications reaches a class of the schools the caller runs. */
const appliedInSchools = (schoolIds: string[]) =>
  sql`exists (select 1 from ${examApplications} join ${examApplicationClasses} on ${examApplicationClasses.applicationId} = ${examApplications.id} join ${classes} on ${classes.id} = ${examApplicationClasses.classId} where ${examApplications.examId} = ${exams.id} and ${classes.schoolId} = any(${uuidArray(schoolIds)}))`;

function examReadableBy(caller: ExamCaller): SQL {
  const taught = caller.taughtClassIds;
  const managed = caller.managedSchoolIds;
  return or(
    examManagedBy(caller),
    caller.memberSchoolIds.length > 0
      ? sql`(${exams.sharedWithSchool} and ${exams.schoolId} = any(${uuidArray(caller.memberSchoolIds)}))`
      : undefined,
    taught.length > 0 ? sql`${exams.classId} = any(${uuidArray(taught)})` : undefined,
    taught.length > 0
      ? sql`exists (select 1 from ${examApplications} where ${examApplications.examId} = ${exams.id} and ${applicationReachesClasses(sql`${examApplications.id}`, taught)})`
      : undefined,
    managed.length > 0 ? appliedInSchools(managed) : undefined,
  )!;
}

export function examScopeCondition(scope: ExamScope): SQL | undefined {
  if (!scope.caller) return undefined;
  return scope.access === "read" ? examReadableBy(scope.caller) : examManagedBy(scope.caller);
}

/** A text for cache keys: a change of the caller's schools or classes is a new key. */
export function scopeKey(scope: ExamScope): string {
  if (!scope.caller) return "all";
  const { id, managedSchoolIds, memberSchoolIds, taughtClassIds } = scope.caller;
  return [scope.access ?? "manage", id, managedSchoolIds.join(","), memberSchoolIds.join(","), taughtClassIds.join(",")].join(
    "|",
  );
}
