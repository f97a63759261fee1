import type { BankViewer } from "../db/queries/questionBank";
import type { ScopedActor } from "./exams";
import { changesSchoolRecord, isAdmin } from "./roles";

type VisibleItem = { creatorId: string; visibility: string; creatorSchools: Array<{ id: string }> };

/** Who reads the bank: every administrator reads all shared items; others, as their schools allow. */
export const bankViewer = (actor: ScopedActor): BankViewer => ({
  id: actor.id,
  schoolIds: isAdmin(actor) ? "all" : actor.schoolIds,
});

/**
 * Bank items (docs/architecture.md#7-authorization): read by their author, by everyone when shared with
 * the network, by the author's schools when shared with the school; changed by their author, an
 * administrator, or a coordinator or principal of one of the author's schools. The list applies
 * the same rule in SQL (bankVisibleTo); tests/server/bankVisibility.test.ts holds the two together.
 */
export const questionBankPolicy = {
  read: (viewer: BankViewer, item: VisibleItem) =>
    item.creatorId === viewer.id ||
    item.visibility === "rede" ||
    (item.visibility === "escola" &&
      (viewer.schoolIds === "all" || item.creatorSchools.some((school) => viewer.schoolIds.includes(school.id)))),
  change: (actor: ScopedActor, item: VisibleItem) =>
    changesSchoolRecord(actor, { creatorId: item.creatorId, schoolIds: item.creatorSchools.map((school) => school.id) }),
};
