import { uuidArray } from "./arrayParams";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { classes, schoolMemberships, schools, teachingAssignments, users } from "../schema";

/** What a caller's scope is built from: the schools they belong to and the classes they teach. */
export interface Memberships {
  schoolIds: string[];
  classIds: string[];
}

/** The caller's schools and classes as two arrays, beside whatever else a statement about `userId` reads. */
export const membershipColumns = (userId: SQL) => ({
  schoolIds: sql<
    string[]
  >`array(select ${schoolMemberships.schoolId} from ${schoolMemberships} where ${schoolMemberships.userId} = ${userId})`,
  classIds: sql<
    string[]
  >`array(select distinct ${teachingAssignments.classId} from ${teachingAssignments} where ${teachingAssignments.userId} = ${userId})`,
});

/** The schools of each user, by name, for the user screens. */
export async function schoolsOfUsers(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: schoolMemberships.userId, id: schools.id, name: schools.name })
    .from(schoolMemberships)
    .innerJoin(schools, eq(schools.id, schoolMemberships.schoolId))
    .where(inArray(schoolMemberships.userId, userIds))
    .orderBy(asc(schools.name));
}

/** Replaces a user's schools; their teaching assignments in schools they leave go with them. */
export async function replaceUserSchools(db: Database, userId: string, schoolIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(schoolMemberships).where(eq(schoolMemberships.userId, userId));
    if (schoolIds.length > 0) {
      await tx.insert(schoolMemberships).values(schoolIds.map((schoolId) => ({ userId, schoolId })));
    }
    await tx.execute(sql`
      delete from ${teachingAssignments} t using ${classes} c
      where t.class_id = c.id and t.user_id = ${userId}
        and not (c.school_id = any(${uuidArray(schoolIds)}))`);
  });
}

export async function addUserToSchool(db: Database, userId: string, schoolId: string): Promise<void> {
  await db.insert(schoolMemberships).values({ userId, schoolId }).onConflictDoNothing();
}

/** A school's staff with their teaching assignments in it, by name. */
export async function staffOfSchool(db: Database, schoolId: string) {
  const members = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role, isActive: users.isActive })
    .from(schoolMemberships)
    .innerJoin(users, eq(users.id, schoolMemberships.userId))
    .where(eq(schoolMemberships.schoolId, schoolId))
    .orderBy(asc(sql`lower(${users.username})`));
  const assignments = await db
    .select({
      id: teachingAssignments.id,
      userId: teachingAssignments.userId,
      classId: classes.id,
      className: classes.name,
      subject: teachingAssignments.subject,
    })
    .from(teachingAssignments)
    .innerJoin(classes, eq(classes.id, teachingAssignments.classId))
    .where(eq(classes.schoolId, schoolId))
    .orderBy(asc(classes.name), asc(teachingAssignments.subject));
  return members.map((member) => ({ ...member, assignments: assignments.filter((row) => row.userId === member.id) }));
}

export function teachersOfClass(db: Database, classId: string) {
  return db
    .select({
      id: teachingAssignments.id,
      userId: users.id,
      username: users.username,
      subject: teachingAssignments.subject,
    })
    .from(teachingAssignments)
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .where(eq(teachingAssignments.classId, classId))
    .orderBy(asc(sql`lower(${users.username})`), asc(teachingAssignments.subject));
}

export async function isMember(db: Database, userId: string, schoolId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: schoolMemberships.userId })
    .from(schoolMemberships)
    .where(and(eq(schoolMemberships.userId, userId), eq(schoolMemberships.schoolId, schoolId)));
  return row !== undefined;
}

export async function insertAssignment(db: Database, values: { userId: string; classId: string; subject: string }) {
  const [row] = await db.insert(teachingAssignments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteAssignment(db: Database, classId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(teachingAssignments)
    .where(and(eq(teachingAssignments.id, id), eq(teachingAssignments.classId, classId)))
    .returning({ id: teachingAssignments.id });
  return rows.length > 0;
}
