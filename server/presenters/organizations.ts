import type { Association, GradeLevel, School, SchoolClass, Union } from "../../shared/types/organizations";
import type * as lists from "../db/queries/organizations";

type Row<List extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<List>>[number];

/** Organisation rows are selected in their answer's shape; only the dates become ISO strings. */
function withIsoDates<T extends { createdAt: Date; updatedAt: Date }>(row: T) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export const presentUnion = (row: Row<typeof lists.listUnions>): Union => withIsoDates(row);
export const presentAssociation = (row: Row<typeof lists.listAssociations>): Association => withIsoDates(row);
export const presentSchool = (row: Row<typeof lists.listSchools>): School => withIsoDates(row);
export const presentGradeLevel = (row: Row<typeof lists.listGradeLevels>): GradeLevel => withIsoDates(row);
export const presentSchoolClass = (row: Row<typeof lists.listClasses>): SchoolClass => withIsoDates(row);
