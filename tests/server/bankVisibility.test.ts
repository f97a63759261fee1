import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { bankItemsByIds, rankedMatchIds, type BankViewer } from "../../server/db/queries/questionBank";
import { questionBankPolicy } from "../../server/policies/questionBank";
import { openTestDatabase } from "../support/database";
import { buildBankItem, buildSchool, buildUser, joinSchools, unique } from "../support/factories";

/**
 * The bank's read rule is written twice: in SQL for lists (bankVisibleTo) and in TypeScript for a
 * single item read by a prepared statement (questionBankPolicy.read). Both are asked about every
 * item of every visibility, by authors in one school, another and none, for viewers of each kind.
 */
describe("bank visibility: the list's SQL and the single item's rule agree", () => {
  let handle: DatabaseHandle;
  const tag = `visibilidade-${unique()}`;
  const viewers: Record<string, BankViewer> = {};
  let itemIds: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    const { db } = handle;
    const [schoolA, schoolB] = [await buildSchool(db), await buildSchool(db)];
    const member = async (...schoolIds: string[]) => {
      const { user } = await buildUser(db);
      await joinSchools(db, user.id, ...schoolIds);
      return user;
    };
    const authors = [await member(schoolA.id), await member(schoolB.id), await member()];
    for (const author of authors) {
      for (const visibility of ["privada", "escola", "rede"] as const) {
        itemIds.push((await buildBankItem(db, author, { visibility, tags: [tag] })).id);
      }
    }
    const viewer = (id: string, schoolIds: BankViewer["schoolIds"]) => ({ id, schoolIds });
    Object.assign(viewers, {
      authorOfA: viewer(authors[0].id, [schoolA.id]),
      colleagueInA: viewer((await member(schoolA.id)).id, [schoolA.id]),
      inBothSchools: viewer((await member(schoolA.id, schoolB.id)).id, [schoolA.id, schoolB.id]),
      withoutSchool: viewer((await member()).id, []),
      administrator: viewer((await buildUser(db, { role: "admin" })).user.id, "all"),
    });
    itemIds = itemIds.sort();
  });

  afterAll(() => handle?.close());

  const listed = async (viewer: BankViewer) => (await rankedMatchIds(handle.db, { viewer, tag }, 50)).sort();

  const readOneByOne = async (viewer: BankViewer) =>
    (await bankItemsByIds(handle.db, itemIds))
      .filter((item) => questionBankPolicy.read(viewer, item))
      .map((item) => item.id)
      .sort();

  it.each([
    ["authorOfA", 5],
    ["colleagueInA", 4],
    ["inBothSchools", 5],
    ["withoutSchool", 3],
    ["administrator", 6],
  ])("%s reads %i of the 9 items, in a list and one by one", async (name, count) => {
    const viewer = viewers[name];
    const [inList, oneByOne] = [await listed(viewer), await readOneByOne(viewer)];
    expect(inList).toEqual(oneByOne);
    expect(inList).toHaveLength(count);
  });
});
