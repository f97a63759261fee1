import type { Database } from "../db/client";
import { countUsers } from "../db/queries/users";
import { associations, classes, gradeLevels, schools, unions } from "../db/schema";
import { DEMO_ASSOCIATION, DEMO_CLASSES, DEMO_GRADE_LEVELS, DEMO_SCHOOLS, DEMO_UNION, DEMO_USERS } from "./demoData";
import { createUser } from "./users";

export interface BootstrapOptions {
  admin?: { email: string; password: string };
  demoMode: boolean;
}

/**
 * First start on an empty database: the configured administrator and, in demo mode, the demo
 * accounts and organisation. Nothing happens once any user exists, so restarts never reseed.
 */
export async function bootstrapEmptyDatabase(db: Database, options: BootstrapOptions, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    if ((await countUsers(tx)) > 0) return [];
    const created: string[] = [];
    if (options.admin) {
      const localPart = options.admin.email.split("@")[0].slice(0, 80);
      const username = localPart.length >= 3 ? localPart : "Administrador";
      await createUser(tx, { username, email: options.admin.email, password: options.admin.password, role: "admin" });
      created.push(`administrador ${options.admin.email}`);
    }
    if (options.demoMode) {
      for (const user of DEMO_USERS) {
        if (user.email !== options.admin?.email) await createUser(tx, user);
      }
      await seedDemoOrganization(tx, now.getFullYear());
      created.push("dados de demonstração");
    }
    return created;
  });
}

async function seedDemoOrganization(db: Database, year: number): Promise<void> {
  const [union] = await db.insert(unions).values(DEMO_UNION).returning();
  const [association] = await db
    .insert(associations)
    .values({ ...DEMO_ASSOCIATION, unionId: union.id })
    .returning();
  const schoolRows = await db
    .insert(schools)
    .values(DEMO_SCHOOLS.map(({ key: _key, ...school }) => ({ ...school, associationId: association.id })))
    .returning();
  const levelRows = await db
    .insert(gradeLevels)
    .values(DEMO_GRADE_LEVELS.map(({ key: _key, ...level }) => level))
    .returning();
  const schoolId = (key: string) => schoolRows[DEMO_SCHOOLS.findIndex((school) => school.key === key)].id;
  const levelId = (key: string) => levelRows[DEMO_GRADE_LEVELS.findIndex((level) => level.key === key)].id;
  await db.insert(classes).values(
    DEMO_CLASSES.map((item) => ({
      name: item.name,
      schoolId: schoolId(item.school),
      gradeLevelId: levelId(item.gradeLevel),
      year,
    })),
  );
}
