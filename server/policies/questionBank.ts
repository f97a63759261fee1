import { authorOrSupervisor } from "./roles";

/**
 * The bank is shared: everyone reads, searches, creates and imports; a professor edits and
 * deletes only their own items, the other roles any item (docs/architecture.md#7-authorization).
 */
export const questionBankPolicy = {
  change: authorOrSupervisor,
};
