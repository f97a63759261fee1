import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { associations, classes, gradeLevels, schools, students, unions } from "../schema";
import { uuidArray } from "./arrayParams";

/**
 * The organisation lists, each with what its screen shows (names of parents, numbers of
 * children) in one query. Passing `id` returns the one row in the same shape.
 */

/** The schools and classes a caller sees; none given: all (an administrator). */
export interface OrganizationReach {
  schoolIds: string[];
  classIds: string[];
}

const countOf = (statement: SQL) => sql<number>`(${statement})`.mapWith(Number);
// Portuguese names sort by letter, not by accent or case: "Água" beside "Agreste".
const byName = (column: AnyPgColumn) => asc(sql`lower(unaccent(${column}))`);

export function listUnions(db: Database, filter: { id?: string } = {}) {
  return db
    .select({
      id: unions.id,
      name: unions.name,
      description: unions.description,
      associationCount: countOf(sql`select count(*) from ${associations} where ${associations.unionId} = ${unions.id}`),
      createdAt: unions.createdAt,
      updatedAt: unions.updatedAt,
    })
    .from(unions)
    .where(filter.id ? eq(unions.id, filter.id) : undefined)
    .orderBy(byName(unions.name));
}

export function listAssociations(db: Database, filter: { id?: string } = {}) {
  return db
    .select({
      id: associations.id,
      name: associations.name,
      description: associations.description,
      unionId: associations.unionId,
      unionName: unions.name,
      schoolCount: countOf(sql`select count(*) from ${schools} where ${schools.associationId} = ${associations.id}`),
      createdAt: associations.createdAt,
      updatedAt: associations.updatedAt,
    })
    .from(associations)
    .leftJoin(unions, eq(unions.id, associations.unionId))
    .where(filter.id ? eq(associations.id, filter.id) : undefined)
    .orderBy(byName(associations.name));
}

export function listSchools(db: Database, filter: { id?: string; associationId?: string } = {}, reach?: OrganizationReach) {
  return db
    .select({
      id: schools.id,
      name: schools.name,
      associationId: schools.associationId,
      associationName: associations.name,
      address: schools.address,
      phone: schools.phone,
      email: schools.email,
      classCount: countOf(sql`select count(*) from ${classes} where ${classes.schoolId} = ${schools.id}`),
      createdAt: schools.createdAt,
      updatedAt: schools.updatedAt,
    })
    .from(schools)
    .innerJoin(associations, eq(associations.id, schools.associationId))
    .where(
      and(
        filter.id ? eq(schools.id, filter.id) : undefined,
        filter.associationId ? eq(schools.associationId, filter.associationId) : undefined,
        reach ? sql`${schools.id} = any(${uuidArray(reach.schoolIds)})` : undefined,
      ),
    )
    .orderBy(byName(schools.name));
}

export function listGradeLevels(db: Database, filter: { id?: string } = {}) {
  return db
    .select({
      id: gradeLevels.id,
      name: gradeLevels.name,
      category: gradeLevels.category,
      description: gradeLevels.description,
      classCount: countOf(sql`select count(*) from ${classes} where ${classes.gradeLevelId} = ${gradeLevels.id}`),
      createdAt: gradeLevels.createdAt,
      updatedAt: gradeLevels.updatedAt,
    })
    .from(gradeLevels)
    .where(filter.id ? eq(gradeLevels.id, filter.id) : undefined)
    .orderBy(asc(gradeLevels.category), byName(gradeLevels.name));
}

export function listClasses(
  db: Database,
  filter: { id?: string; ids?: string[]; schoolId?: string; gradeLevelId?: string } = {},
  reach?: OrganizationReach,
) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      schoolId: classes.schoolId,
      schoolName: schools.name,
      gradeLevelId: classes.gradeLevelId,
      gradeLevelName: gradeLevels.name,
      year: classes.year,
      studentCount: countOf(sql`select count(*) from ${students} where ${students.classId} = ${classes.id}`),
      createdAt: classes.createdAt,
      updatedAt: classes.updatedAt,
    })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .innerJoin(gradeLevels, eq(gradeLevels.id, classes.gradeLevelId))
    .where(
      and(
        filter.id ? eq(classes.id, filter.id) : undefined,
        filter.ids ? sql`${classes.id} = any(${uuidArray(filter.ids)})` : undefined,
        filter.schoolId ? eq(classes.schoolId, filter.schoolId) : undefined,
        filter.gradeLevelId ? eq(classes.gradeLevelId, filter.gradeLevelId) : undefined,
        reach
          ? sql`(${classes.schoolId} = any(${uuidArray(reach.schoolIds)}) or ${classes.id} = any(${uuidArray(reach.classIds)}))`
          : undefined,
      ),
    )
    .orderBy(sql`${classes.year} desc`, byName(schools.name), byName(classes.name));
}
