import { beforeAll, describe, expect, it } from "vitest";
import { applyExam, buildApplicableExam, entered } from "../support/applications";
import { assignToClass, buildBankItem, buildClass, signedIn } from "../support/factories";
import { useTestApp, type TestApp } from "../support/testApp";

/**
 * Every list, for every kind of caller, across two schools: what one school holds never shows up
 * in a list read by someone who does not reach it (docs/architecture.md#7-authorization). Each
 * school has its professor's exam (A's shared with the school, B's not) applied to a class with an
 * attempt, and bank items of each visibility.
 */

const app = useTestApp();

type Session = Awaited<ReturnType<typeof signedIn>>;

async function seedSchool(app: TestApp, sharedWithSchool: boolean) {
  const setup = await buildApplicableExam(app);
  const schoolId = setup.exam.schoolId;
  await app.api().put(`/api/exams/${setup.exam.id}`).set(setup.teacher.auth).send({ sharedWithSchool }).expect(200);
  const application = await applyExam(app, setup);
  const attempt = (await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode })).attempt;
  const otherClass = await buildClass(app.db, { schoolId, gradeLevelId: setup.exam.gradeLevelId });
  const bank = {
    privada: await buildBankItem(app.db, setup.teacher.user, { visibility: "privada" }),
    escola: await buildBankItem(app.db, setup.teacher.user, { visibility: "escola" }),
    rede: await buildBankItem(app.db, setup.teacher.user, { visibility: "rede" }),
  };
  return { setup, schoolId, application, attempt, otherClass, bank };
}
type School = Awaited<ReturnType<typeof seedSchool>>;

let a: School;
let b: School;
let callers: Record<"professorA" | "colleagueA" | "assignedA" | "coordenadorA" | "coordenadorB" | "diretorAB" | "admin", Session>;

beforeAll(async () => {
  a = await seedSchool(app, true);
  b = await seedSchool(app, false);
  const assignedA = await signedIn(app, "professor");
  await assignToClass(app.db, assignedA.user.id, a.setup.schoolClass.id);
  callers = {
    professorA: a.setup.teacher,
    colleagueA: await signedIn(app, "professor", { schoolIds: [a.schoolId] }),
    assignedA,
    coordenadorA: await signedIn(app, "coordenador", { schoolIds: [a.schoolId] }),
    coordenadorB: await signedIn(app, "coordenador", { schoolIds: [b.schoolId] }),
    diretorAB: await signedIn(app, "diretor", { schoolIds: [a.schoolId, b.schoolId] }),
    admin: await signedIn(app, "admin"),
  };
});

async function ids(session: Session, path: string): Promise<string[]> {
  const response = await app.api().get(path).set(session.auth);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return (response.body as Array<{ id: string }>).map((row) => row.id);
}

/** The seeded records a list may hold: everything of both schools that the list is about. */
function seeded(list: "exams" | "schools" | "classes" | "bank"): string[] {
  return [a, b].flatMap((school) => {
    if (list === "exams") return [school.setup.exam.id];
    if (list === "schools") return [school.schoolId];
    if (list === "classes") return [school.setup.schoolClass.id, school.otherClass.id];
    return Object.values(school.bank).map((item) => item.id);
  });
}

/** Of the seeded records, those a list returned: exactly what the caller reaches. */
async function seen(session: Session, path: string, list: Parameters<typeof seeded>[0]) {
  const returned = new Set(await ids(session, path));
  return seeded(list)
    .filter((id) => returned.has(id))
    .sort();
}

const sorted = (...values: string[]) => [...values].sort();

describe("lists across two schools", () => {
  it("show each caller the exams they manage, and the shared ones in the school's tab", async () => {
    const expected: Record<keyof typeof callers, { mine: string[]; school: string[] }> = {
      professorA: { mine: [a.setup.exam.id], school: [] },
      colleagueA: { mine: [], school: [a.setup.exam.id] },
      assignedA: { mine: [], school: [a.setup.exam.id] },
      coordenadorA: { mine: [a.setup.exam.id], school: [a.setup.exam.id] },
      coordenadorB: { mine: [b.setup.exam.id], school: [] },
      diretorAB: { mine: sorted(a.setup.exam.id, b.setup.exam.id), school: [a.setup.exam.id] },
      admin: { mine: sorted(a.setup.exam.id, b.setup.exam.id), school: [a.setup.exam.id] },
    };
    for (const [name, session] of Object.entries(callers) as Array<[keyof typeof callers, Session]>) {
      expect(await seen(session, "/api/exams?pageSize=200", "exams"), `${name}: minhas`).toEqual(expected[name].mine);
      expect(await seen(session, "/api/exams?view=school&pageSize=200", "exams"), `${name}: da escola`).toEqual(
        expected[name].school,
      );
    }
  });

  it("show schools and classes within the caller's schools (and the classes they teach)", async () => {
    const classesOf = (school: School) => [school.setup.schoolClass.id, school.otherClass.id];
    const expected: Record<keyof typeof callers, { schools: string[]; classes: string[] }> = {
      professorA: { schools: [a.schoolId], classes: classesOf(a) },
      colleagueA: { schools: [a.schoolId], classes: classesOf(a) },
      assignedA: { schools: [a.schoolId], classes: classesOf(a) },
      coordenadorA: { schools: [a.schoolId], classes: classesOf(a) },
      coordenadorB: { schools: [b.schoolId], classes: classesOf(b) },
      diretorAB: { schools: [a.schoolId, b.schoolId], classes: [...classesOf(a), ...classesOf(b)] },
      admin: { schools: [a.schoolId, b.schoolId], classes: [...classesOf(a), ...classesOf(b)] },
    };
    for (const [name, session] of Object.entries(callers) as Array<[keyof typeof callers, Session]>) {
      expect(await seen(session, "/api/schools", "schools"), `${name}: escolas`).toEqual(sorted(...expected[name].schools));
      expect(await seen(session, "/api/classes", "classes"), `${name}: turmas`).toEqual(sorted(...expected[name].classes));
    }
  });

  it("show bank items by their visibility: one's own, the school's, the network's, never another's private one", async () => {
    const shared = (school: School) => [school.bank.escola.id, school.bank.rede.id];
    const expected: Record<keyof typeof callers, string[]> = {
      professorA: Object.values(a.bank)
        .map((item) => item.id)
        .concat(b.bank.rede.id),
      colleagueA: [...shared(a), b.bank.rede.id],
      assignedA: [...shared(a), b.bank.rede.id],
      coordenadorA: [...shared(a), b.bank.rede.id],
      coordenadorB: [a.bank.rede.id, ...shared(b)],
      diretorAB: [...shared(a), ...shared(b)],
      admin: [...shared(a), ...shared(b)],
    };
    for (const [name, session] of Object.entries(callers) as Array<[keyof typeof callers, Session]>) {
      expect(await seen(session, "/api/question-bank?pageSize=200", "bank"), `${name}: banco`).toEqual(sorted(...expected[name]));
    }
    const origin = (session: Session, value: string) => seen(session, `/api/question-bank?pageSize=200&origin=${value}`, "bank");
    expect(await origin(callers.professorA, "mine")).toEqual(sorted(...Object.values(a.bank).map((item) => item.id)));
    expect(await origin(callers.colleagueA, "school")).toEqual(sorted(...shared(a)));
    expect(await origin(callers.colleagueA, "network")).toEqual(sorted(a.bank.rede.id, b.bank.rede.id));
  });

  it("open a class's roster and an application's results only to its professors and its school's managers", async () => {
    const roster = `/api/classes/${a.setup.schoolClass.id}/students`;
    const results = `/api/applications/${a.application.id}/results`;
    const reach: Record<keyof typeof callers, { roster: number; results: number }> = {
      professorA: { roster: 404, results: 200 },
      colleagueA: { roster: 404, results: 404 },
      assignedA: { roster: 200, results: 200 },
      coordenadorA: { roster: 200, results: 200 },
      coordenadorB: { roster: 404, results: 404 },
      diretorAB: { roster: 200, results: 200 },
      admin: { roster: 200, results: 200 },
    };
    for (const [name, session] of Object.entries(callers) as Array<[keyof typeof callers, Session]>) {
      expect((await app.api().get(roster).set(session.auth)).status, `${name}: alunos`).toBe(reach[name].roster);
      expect((await app.api().get(results).set(session.auth)).status, `${name}: resultados`).toBe(reach[name].results);
    }
    // A colleague reading the shared exam sees none of its applications.
    expect(await ids(callers.colleagueA, `/api/exams/${a.setup.exam.id}/applications`)).toEqual([]);
    expect(await ids(callers.assignedA, `/api/exams/${a.setup.exam.id}/applications`)).toEqual([a.application.id]);
  });

  it("limit a professor of one class to that class's students in an application of several", async () => {
    const setup = a.setup;
    const secondClass = await buildClass(app.db, { schoolId: a.schoolId, gradeLevelId: setup.exam.gradeLevelId });
    const student = (
      await app.api().post(`/api/classes/${secondClass.id}/students`).set(callers.coordenadorA.auth).send({ name: "Zeca Prado" })
    ).body as { accessCode: string };
    const both = await applyExam(app, setup, { classIds: [setup.schoolClass.id, secondClass.id] });
    await entered(app, setup.exam.examCode, { accessCode: setup.students[1].accessCode });
    await entered(app, setup.exam.examCode, { accessCode: student.accessCode });
    const names = async (session: Session) => {
      const response = await app.api().get(`/api/applications/${both.id}/results`).set(session.auth);
      return (response.body.rows as Array<{ studentName: string }>).map((row) => row.studentName).sort();
    };
    expect(await names(callers.coordenadorA)).toEqual(["Bruno Lima", "Zeca Prado"]);
    expect(await names(callers.assignedA)).toEqual(["Bruno Lima"]);
    const live = await app.api().get(`/api/applications/${both.id}/live`).set(callers.assignedA.auth);
    expect(live.body.participants.map((row: { studentName: string }) => row.studentName)).not.toContain("Zeca Prado");
  });

  it("count in the dashboard only what the caller reaches", async () => {
    const figures = async (session: Session) => (await app.api().get("/api/dashboard/stats").set(session.auth)).body;
    expect((await figures(callers.coordenadorA)).examsCreated).toBe(1);
    expect((await figures(callers.coordenadorB)).examsCreated).toBe(1);
    expect((await figures(callers.diretorAB)).examsCreated).toBe(2);
    expect((await figures(callers.colleagueA)).examsCreated).toBe(0);
    // A's private item counts for its author only; the colleague reads A's two shared and B's network item.
    expect((await figures(callers.colleagueA)).questionsInBank).toBeGreaterThanOrEqual(3);
    const admin = await figures(callers.admin);
    expect(admin.examsCreated).toBeGreaterThanOrEqual(2);
  });
});
