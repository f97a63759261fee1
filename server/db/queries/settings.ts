import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { networkSettings } from "../schema";

/** A setting's stored value, or undefined when it was never written. */
export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: networkSettings.value }).from(networkSettings).where(eq(networkSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Database, key: string, value: unknown, updatedById: string): Promise<void> {
  await db
    .insert(networkSettings)
    .values({ key, value, updatedById })
    .onConflictDoUpdate({ target: networkSettings.key, set: { value, updatedById, updatedAt: new Date() } });
}
