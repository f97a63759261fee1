import { bankItemSchema } from "../../../shared/schemas/questionBank";
import { examCreateSchema } from "../../../shared/schemas/exams";
import type { Database } from "../../db/client";
import { insertDemoOrganization, type DemoPlaces } from "../../db/queries/demoOrganization";
import { insertAssignment } from "../../db/queries/memberships";
import type { UserRow } from "../../db/schema";
import { createExam } from "../exams/exams";
import { publishExam } from "../exams/lifecycle";
import { createBankItem } from "../questionBank/questionBank";
import { addStudent } from "../students/students";
import { createUser } from "../users/users";
import { DEMO_ASSIGNMENTS, DEMO_BANK_ITEMS, DEMO_EXAMS, DEMO_ROSTERS } from "./demoContent";
import { DEMO_ORGANIZATION, DEMO_USERS } from "./demoData";

/**
 * The demo network, its accounts in their schools, and what they teach and wrote (demoData.ts,
 * demoContent.ts), written through the same services as the screens. `skipEmail`: the configured
 * administrator, already created; content by an account that was not created is left out.
 */
export async function seedDemo(db: Database, year: number, skipEmail?: string): Promise<void> {
  const places = await insertDemoOrganization(db, DEMO_ORGANIZATION, year);
  const accounts = new Map<string, UserRow>();
  for (const { schools, ...user } of DEMO_USERS) {
    if (user.email === skipEmail) continue;
    accounts.set(user.email, await createUser(db, { ...user, schoolIds: schools.map(places.schoolId) }));
  }
  await seedTeaching(db, places, accounts);
  await seedExams(db, places, accounts);
  for (const { author, gradeLevel, visibility, item } of DEMO_BANK_ITEMS) {
    const creator = accounts.get(author);
    if (!creator) continue;
    await createBankItem(
      db,
      creator,
      bankItemSchema.parse({ ...item, visibility, gradeLevelId: places.gradeLevelId(gradeLevel) }),
    );
  }
}

/** Who teaches which class, and the students of each class, with registration numbers of the year. */
async function seedTeaching(db: Database, places: DemoPlaces, accounts: Map<string, UserRow>): Promise<void> {
  for (const { teacher, className, subject } of DEMO_ASSIGNMENTS) {
    const user = accounts.get(teacher);
    if (user) await insertAssignment(db, { userId: user.id, classId: places.classId(className), subject });
  }
  for (const [rosterIndex, { className, students }] of DEMO_ROSTERS.entries()) {
    for (const [index, name] of students.entries()) {
      const registrationNumber = `${rosterIndex + 1}${String(index + 1).padStart(3, "0")}`;
      await addStudent(db, places.classId(className), { name, registrationNumber });
    }
  }
}

async function seedExams(db: Database, places: DemoPlaces, accounts: Map<string, UserRow>): Promise<void> {
  for (const { author, school, gradeLevel, className, publish, exam } of DEMO_EXAMS) {
    const creator = accounts.get(author);
    if (!creator) continue;
    const schoolId = places.schoolId(school);
    const values = examCreateSchema.parse({
      ...exam,
      schoolId,
      gradeLevelId: places.gradeLevelId(gradeLevel),
      classId: places.classId(className),
    });
    const created = await createExam(db, { id: creator.id, role: creator.role, schoolIds: [schoolId], classIds: [] }, values);
    if (publish) await publishExam(db, {}, created.id);
  }
}
