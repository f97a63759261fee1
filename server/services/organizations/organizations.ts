import type { z } from "zod";
import type {
  associationSchema,
  classSchema,
  gradeLevelSchema,
  schoolSchema,
  unionSchema,
} from "../../../shared/schemas/organizations";
import type { Database } from "../../db/client";
import * as lists from "../../db/queries/organizations";
import { insertOrganizationRecord, updateOrganizationRecord } from "../../db/queries/organizationWrites";
import {
  associations,
  classes,
  examApplicationClasses,
  exams,
  gradeLevels,
  questionBankItems,
  schools,
  students,
  unions,
} from "../../db/schema";
import { AppError } from "../../errors";
import { changed } from "../cache/changes";
import { assertReferencesExist, deleteUnlessReferenced } from "./rules";

/**
 * The organisation hierarchy: union → association → school → class, and grade levels beside
 * it. Parents must exist; a record with children is not deleted (docs/product.md#10-organisations).
 */

type UnionValues = z.output<typeof unionSchema>;
type AssociationValues = z.output<typeof associationSchema>;
type SchoolValues = z.output<typeof schoolSchema>;
type GradeLevelValues = z.output<typeof gradeLevelSchema>;
type ClassValues = z.output<typeof classSchema>;

async function one<T>(rows: Promise<T[]>, notFound: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw AppError.notFound(notFound);
  return row;
}

function updated(id: string | undefined, notFound: string): string {
  if (!id) throw AppError.notFound(notFound);
  return id;
}

/**
 * Every organisation write is announced once done: the dashboard counts this year's classes, and
 * exam lists are filtered by school and class.
 */
async function announced<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  changed("organizations");
  return result;
}

// Unions
const UNION_NOT_FOUND = "União não encontrada.";
export const findUnion = (db: Database, id: string) => one(lists.listUnions(db, { id }), UNION_NOT_FOUND);

export async function createUnion(db: Database, values: UnionValues) {
  const id = await announced(insertOrganizationRecord(db, "union", values));
  return findUnion(db, id);
}

export async function updateUnion(db: Database, id: string, values: UnionValues) {
  const written = await announced(updateOrganizationRecord(db, "union", id, values));
  return findUnion(db, updated(written, UNION_NOT_FOUND));
}

export const deleteUnion = (db: Database, id: string) =>
  announced(
    deleteUnlessReferenced(db, { table: unions, idColumn: unions.id, id, notFound: UNION_NOT_FOUND }, [
      {
        table: associations,
        column: associations.unionId,
        message: "Não é possível remover: existem associações vinculadas a esta união.",
      },
    ]),
  );

// Associations
const ASSOCIATION_NOT_FOUND = "Associação não encontrada.";
export const findAssociation = (db: Database, id: string) => one(lists.listAssociations(db, { id }), ASSOCIATION_NOT_FOUND);

const associationReferences = (values: AssociationValues) => [
  { field: "unionId", id: values.unionId, table: unions, idColumn: unions.id, message: UNION_NOT_FOUND },
];

export async function createAssociation(db: Database, values: AssociationValues) {
  await assertReferencesExist(db, associationReferences(values));
  const id = await announced(insertOrganizationRecord(db, "association", values));
  return findAssociation(db, id);
}

export async function updateAssociation(db: Database, id: string, values: AssociationValues) {
  await assertReferencesExist(db, associationReferences(values));
  const written = await announced(updateOrganizationRecord(db, "association", id, values));
  return findAssociation(db, updated(written, ASSOCIATION_NOT_FOUND));
}

export const deleteAssociation = (db: Database, id: string) =>
  announced(
    deleteUnlessReferenced(db, { table: associations, idColumn: associations.id, id, notFound: ASSOCIATION_NOT_FOUND }, [
      {
        table: schools,
        column: schools.associationId,
        message: "Não é possível remover: existem escolas vinculadas a esta associação.",
      },
    ]),
  );

// Schools
const SCHOOL_NOT_FOUND = "Escola não encontrada.";
export const findSchool = (db: Database, id: string, reach?: lists.OrganizationReach) =>
  one(lists.listSchools(db, { id }, reach), SCHOOL_NOT_FOUND);

const schoolReferences = (values: SchoolValues) => [
  {
    field: "associationId",
    id: values.associationId,
    table: associations,
    idColumn: associations.id,
    message: ASSOCIATION_NOT_FOUND,
  },
];

export async function createSchool(db: Database, values: SchoolValues) {
  await assertReferencesExist(db, schoolReferences(values));
  const id = await announced(insertOrganizationRecord(db, "school", values));
  return findSchool(db, id);
}

export async function updateSchool(db: Database, id: string, values: SchoolValues) {
  await assertReferencesExist(db, schoolReferences(values));
  const written = await announced(updateOrganizationRecord(db, "school", id, values));
  return findSchool(db, updated(written, SCHOOL_NOT_FOUND));
}

export const deleteSchool = (db: Database, id: string) =>
  announced(
    deleteUnlessReferenced(db, { table: schools, idColumn: schools.id, id, notFound: SCHOOL_NOT_FOUND }, [
      { table: classes, column: classes.schoolId, message: "Não é possível remover: existem turmas vinculadas a esta escola." },
      { table: exams, column: exams.schoolId, message: "Não é possível remover: existem provas vinculadas a esta escola." },
    ]),
  );

// Grade levels
const GRADE_LEVEL_NOT_FOUND = "Nível de ensino não encontrado.";
export const findGradeLevel = (db: Database, id: string) => one(lists.listGradeLevels(db, { id }), GRADE_LEVEL_NOT_FOUND);

export async function createGradeLevel(db: Database, values: GradeLevelValues) {
  const id = await announced(insertOrganizationRecord(db, "gradeLevel", values));
  return findGradeLevel(db, id);
}

export async function updateGradeLevel(db: Database, id: string, values: GradeLevelValues) {
  const written = await announced(updateOrganizationRecord(db, "gradeLevel", id, values));
  return findGradeLevel(db, updated(written, GRADE_LEVEL_NOT_FOUND));
}

export const deleteGradeLevel = (db: Database, id: string) =>
  announced(
    deleteUnlessReferenced(db, { table: gradeLevels, idColumn: gradeLevels.id, id, notFound: GRADE_LEVEL_NOT_FOUND }, [
      {
        table: classes,
        column: classes.gradeLevelId,
        message: "Não é possível remover: existem turmas vinculadas a este nível de ensino.",
      },
      {
        table: exams,
        column: exams.gradeLevelId,
        message: "Não é possível remover: existem provas vinculadas a este nível de ensino.",
      },
      {
        table: questionBankItems,
        column: questionBankItems.gradeLevelId,
        message: "Não é possível remover: existem questões do banco vinculadas a este nível de ensino.",
      },
    ]),
  );

// Classes
const CLASS_NOT_FOUND = "Turma não encontrada.";
export const findClass = (db: Database, id: string, reach?: lists.OrganizationReach) =>
  one(lists.listClasses(db, { id }, reach), CLASS_NOT_FOUND);

const classReferences = (values: ClassValues) => [
  { field: "schoolId", id: values.schoolId, table: schools, idColumn: schools.id, message: SCHOOL_NOT_FOUND },
  {
    field: "gradeLevelId",
    id: values.gradeLevelId,
    table: gradeLevels,
    idColumn: gradeLevels.id,
    message: GRADE_LEVEL_NOT_FOUND,
  },
];

export async function createClass(db: Database, values: ClassValues) {
  await assertReferencesExist(db, classReferences(values));
  const id = await announced(insertOrganizationRecord(db, "class", values));
  return findClass(db, id);
}

export async function updateClass(db: Database, id: string, values: ClassValues) {
  await assertReferencesExist(db, classReferences(values));
  const written = await announced(updateOrganizationRecord(db, "class", id, values));
  return findClass(db, updated(written, CLASS_NOT_FOUND));
}

export const deleteClass = (db: Database, id: string) =>
  announced(
    deleteUnlessReferenced(db, { table: classes, idColumn: classes.id, id, notFound: CLASS_NOT_FOUND }, [
      { table: students, column: students.classId, message: "Não é possível remover: existem alunos nesta turma." },
      {
        table: examApplicationClasses,
        column: examApplicationClasses.classId,
        message: "Não é possível remover: existem aplicações de prova para esta turma.",
      },
    ]),
  );
