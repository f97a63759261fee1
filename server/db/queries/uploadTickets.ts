import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { UploadPurpose } from "../../../shared/constants";
import type { Database } from "../client";
import { uploadTickets, type UploadTicketRow } from "../schema";

export async function insertUploadTicket(
  db: Database,
  values: { tokenHash: string; userId: string; purpose: UploadPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(uploadTickets).values(values);
}

export async function findUploadTicket(db: Database, tokenHash: string): Promise<UploadTicketRow | undefined> {
  const [row] = await db.select().from(uploadTickets).where(eq(uploadTickets.tokenHash, tokenHash));
  return row;
}

/** Claims the ticket for one object; false when another request used it first or it expired. */
export async function claimUploadTicket(db: Database, ticketId: string, objectId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(uploadTickets)
    .set({ usedAt: now, objectId })
    .where(and(eq(uploadTickets.id, ticketId), isNull(uploadTickets.usedAt), gt(uploadTickets.expiresAt, now)))
    .returning({ id: uploadTickets.id });
  return rows.length === 1;
}

/** Tickets are kept a day after they expire, so that a late request still learns why it failed. */
export async function deleteStaleUploadTickets(db: Database, before: Date): Promise<void> {
  await db.delete(uploadTickets).where(lt(uploadTickets.expiresAt, before));
}
