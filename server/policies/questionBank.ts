import type { BankItemRow } from "../db/queries/questionBank";
import { isSupervisor, type Actor } from "./roles";

/**
 * The bank is shared: everyone reads, searches, creates and imports; a professor edits and
 * deletes only their own items, the other roles any item (architecture, permission table).
 */
export const questionBankPolicy = {
  change: (actor: Actor, item: Pick<BankItemRow, "creatorId">) => isSupervisor(actor) || item.creatorId === actor.id,
};
