import { eq, getTableColumns, sql } from "drizzle-orm";
import type { ObjectVisibility } from "../../../shared/constants";
import type { Database } from "../client";
import { objects, schoolMemberships, type ObjectRow } from "../schema";

/** An object without its bytes, with the schools its owner belongs to (whose colleagues may read it). */
export type ObjectMeta = Omit<ObjectRow, "bytes"> & { ownerSchoolIds: string[] };

const { bytes: _bytes, ...metaColumns } = getTableColumns(objects);

/** The bytes left out; the owner's schools read with the row. */
const describedColumns = {
  ...metaColumns,
  ownerSchoolIds: sql<
    string[]
  >`array(select ${schoolMemberships.schoolId} from ${schoolMemberships} where ${schoolMemberships.userId} = ${objects.ownerId})`,
};

export async function insertObject(db: Database, values: typeof objects.$inferInsert): Promise<ObjectMeta> {
  const [row] = await db.insert(objects).values(values).returning(describedColumns);
  return row;
}

/** The object without its bytes: enough to authorise and to answer a conditional request. */
export async function findObjectMeta(db: Database, id: string): Promise<ObjectMeta | undefined> {
  const [row] = await db.select(describedColumns).from(objects).where(eq(objects.id, id));
  return row;
}

export async function findObjectBytes(db: Database, id: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: objects.bytes }).from(objects).where(eq(objects.id, id));
  return row?.bytes;
}

export async function updateObjectVisibility(db: Database, id: string, visibility: ObjectVisibility): Promise<void> {
  await db.update(objects).set({ visibility }).where(eq(objects.id, id));
}

export async function deleteObject(db: Database, id: string): Promise<void> {
  await db.delete(objects).where(eq(objects.id, id));
}
