import type { Database } from "../client";
import { associations, classes, gradeLevels, schools, unions } from "../schema";

type Keyed<T> = T & { key: string };

/** The demo network as the bootstrap writes it: schools, levels and classes refer to each other by `key`. */
export interface DemoOrganization {
  union: typeof unions.$inferInsert;
  association: Omit<typeof associations.$inferInsert, "unionId">;
  schools: ReadonlyArray<Keyed<Omit<typeof schools.$inferInsert, "associationId">>>;
  gradeLevels: ReadonlyArray<Keyed<typeof gradeLevels.$inferInsert>>;
  classes: ReadonlyArray<{ name: string; school: string; gradeLevel: string }>;
}

/** The ids the demo's accounts and content are placed by: schools and grade levels by key, classes by name. */
export interface DemoPlaces {
  schoolId: (key: string) => string;
  gradeLevelId: (key: string) => string;
  classId: (name: string) => string;
}

export async function insertDemoOrganization(db: Database, demo: DemoOrganization, year: number): Promise<DemoPlaces> {
  const [union] = await db.insert(unions).values(demo.union).returning();
  const [association] = await db
    .insert(associations)
    .values({ ...demo.association, unionId: union.id })
    .returning();
  const schoolRows = await db
    .insert(schools)
    .values(demo.schools.map(({ key: _key, ...school }) => ({ ...school, associationId: association.id })))
    .returning();
  const levelRows = await db
    .insert(gradeLevels)
    .values(demo.gradeLevels.map(({ key: _key, ...level }) => level))
    .returning();
  const schoolId = (key: string) => schoolRows[demo.schools.findIndex((school) => school.key === key)].id;
  const gradeLevelId = (key: string) => levelRows[demo.gradeLevels.findIndex((level) => level.key === key)].id;
  const classRows = await db
    .insert(classes)
    .values(
      demo.classes.map((item) => ({
        name: item.name,
        schoolId: schoolId(item.school),
        gradeLevelId: gradeLevelId(item.gradeLevel),
        year,
      })),
    )
    .returning();
  const classId = (name: string) => classRows[demo.classes.findIndex((item) => item.name === name)].id;
  return { schoolId, gradeLevelId, classId };
}
