import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../server/db/client";
import { afterEach, describe, expect, it } from "vitest";
import { associations, classes, gradeLevels, schools, unions, users } from "../../server/db/schema";
import { bootstrapEmptyDatabase } from "../../server/services/system/bootstrap";
import { DEMO_USERS } from "../../server/services/system/demoData";
import { GRADE_LEVEL_CATEGORIES, ROLES } from "../../shared/constants";
import { openScratchDatabase } from "../support/database";
import { startApp } from "../support/testApp";

// Each test needs a database no one else has touched: the first start is what is tested.
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function emptyDatabase() {
  const scratch = await openScratchDatabase();
  cleanups.push(scratch.drop);
  return scratch.handle.db;
}

const total = async (db: Database, table: PgTable) => (await db.select({ value: count() }).from(table))[0].value;

describe("first start on an empty database", () => {
  it("creates the configured administrator, who can sign in", async () => {
    const db = await emptyDatabase();
    await bootstrapEmptyDatabase(db, { admin: { email: "diretoria@escola.br", password: "admin-segura" }, demoMode: false });
    const [admin] = await db.select().from(users).where(eq(users.email, "diretoria@escola.br"));
    expect(admin).toMatchObject({ role: "admin", username: "diretoria", isActive: true });
    expect(await total(db, schools)).toBe(0);

    const scratchApp = await startApp(db);
    cleanups.push(scratchApp.close);
    const login = await scratchApp.api().post("/api/auth/login").send({ email: "diretoria@escola.br", password: "admin-segura" });
    expect(login.status).toBe(200);
  });

  it("in demo mode seeds every role and a small organisation, once", async () => {
    const db = await emptyDatabase();
    const year = 2026;
    await bootstrapEmptyDatabase(db, { demoMode: true }, new Date(`${year}-03-01T12:00:00Z`));

    const roles = new Set((await db.select({ role: users.role }).from(users)).map((row) => row.role));
    expect([...roles].sort()).toEqual([...ROLES].sort());
    expect(await total(db, unions)).toBe(1);
    expect(await total(db, associations)).toBe(1);
    expect(await total(db, schools)).toBe(2);
    const categories = new Set(
      (await db.select({ category: gradeLevels.category }).from(gradeLevels)).map((row) => row.category),
    );
    expect([...categories].sort()).toEqual([...GRADE_LEVEL_CATEGORIES].sort());
    const classRows = await db.select().from(classes);
    expect(classRows.length).toBeGreaterThanOrEqual(3);
    expect(classRows.every((row) => row.year === year)).toBe(true);
    const [association] = await db.select().from(associations);
    expect(association.unionId).not.toBeNull();

    await bootstrapEmptyDatabase(db, { demoMode: true });
    expect(await total(db, users)).toBe(DEMO_USERS.length);
    expect(await total(db, schools)).toBe(2);
  });

  it("with demo mode off creates no demo data and has no credentials endpoint", async () => {
    const db = await emptyDatabase();
    await bootstrapEmptyDatabase(db, { demoMode: false });
    expect(await total(db, users)).toBe(0);
    expect(await total(db, unions)).toBe(0);

    const scratchApp = await startApp(db, { demoMode: false });
    cleanups.push(scratchApp.close);
    expect((await scratchApp.api().get("/api/demo/credentials")).status).toBe(404);
  });

  it("in demo mode exposes the demo credentials, and each one signs in", async () => {
    const db = await emptyDatabase();
    await bootstrapEmptyDatabase(db, { demoMode: true });
    const scratchApp = await startApp(db, { demoMode: true });
    cleanups.push(scratchApp.close);

    const response = await scratchApp.api().get("/api/demo/credentials");
    expect(response.status).toBe(200);
    expect([...new Set(response.body.map((item: { role: string }) => item.role))].sort()).toEqual([...ROLES].sort());
    for (const credential of response.body) {
      const login = await scratchApp.api().post("/api/auth/login").send(credential);
      expect(login.status).toBe(200);
      expect(login.body.user.role).toBe(credential.role);
    }
  });
});
