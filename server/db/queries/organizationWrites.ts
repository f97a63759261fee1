import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { associations, classes, gradeLevels, schools, unions } from "../schema";

/**
 * Inserts and updates of the organisation records. Each answers the id written (none when an
 * update found no row), so the service reads the record back in the list's own shape.
 */

type Tables = {
  union: typeof unions;
  association: typeof associations;
  school: typeof schools;
  gradeLevel: typeof gradeLevels;
  class: typeof classes;
};
const tables: Tables = { union: unions, association: associations, school: schools, gradeLevel: gradeLevels, class: classes };

export type OrganizationKind = keyof Tables;
export type OrganizationInsert<K extends OrganizationKind> = Tables[K]["$inferInsert"];

export async function insertOrganizationRecord<K extends OrganizationKind>(
  db: Database,
  kind: K,
  values: OrganizationInsert<K>,
): Promise<string> {
  const table = tables[kind] as typeof unions;
  const [row] = await db
    .insert(table)
    .values(values as OrganizationInsert<"union">)
    .returning({ id: table.id });
  return row.id;
}

export async function updateOrganizationRecord<K extends OrganizationKind>(
  db: Database,
  kind: K,
  id: string,
  values: OrganizationInsert<K>,
): Promise<string | undefined> {
  const table = tables[kind] as typeof unions;
  const [row] = await db
    .update(table)
    .set({ ...(values as OrganizationInsert<"union">), updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return row?.id;
}
