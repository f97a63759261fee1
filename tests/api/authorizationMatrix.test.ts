import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import {
  ACCESS_MATRIX,
  MATRIX_ACTORS,
  answerMatches,
  type ExpectedAnswer,
  type MatrixActor,
} from "../../server/policies/accessMatrix";
import * as applications from "../../server/services/applications/applications";
import { linkQuestion } from "../../server/services/exams/questionLinks";
import { databaseObjectStorage } from "../../server/services/objects/objectStorage";
import * as students from "../../server/services/students/students";
import { createUploadTicket } from "../../server/services/objects/uploads";
import { applicationCreateSchema } from "../../shared/schemas/applications";
import { applyExam, attemptHeader, buildApplicableExam, entered } from "../support/applications";
import {
  buildAssociation,
  buildBankItem,
  buildClass,
  buildExam,
  buildGradeLevel,
  buildSchool,
  buildUnion,
  buildUser,
  assignToClass,
  joinSchools,
  signedIn,
  unique,
} from "../support/factories";
import { teachersOfClass } from "../../server/db/queries/memberships";
import { listSchools } from "../../server/db/queries/organizations";
import { PNG_1X1 } from "../support/images";
import { savedSheets } from "../support/paper";
import { everyAppRoute } from "../support/routeList";
import { useTestApp, type TestApp } from "../support/testApp";

/**
 * The authorization matrix: every route of the app × every kind of caller, checked against the
 * table in server/policies/accessMatrix.ts. The routes come from the app itself, so a new route
 * fails here until its row is written down, and a row whose route is gone fails too.
 */

const DEPENDENCIES = { demoMode: true };
const app = useTestApp(DEPENDENCIES);

// The list is read from an app built the same way (demo mode), without a database.
const ROUTES = everyAppRoute();

type Session = Awaited<ReturnType<typeof signedIn>>;
type Fixtures = Awaited<ReturnType<typeof buildFixtures>>;

/** What one cell sends. */
interface Call {
  path: string;
  body?: object;
  /** Raw bytes (an upload), sent with this content type. */
  raw?: { bytes: Buffer; contentType: string };
  /** Replaces the actor's own credentials (a throwaway session or attempt key). */
  headers?: Record<string, string>;
}

/**
 * School A holds every record, written by its professor; the other callers are placed as the
 * table's header describes. The application is open (anonymous entries allowed) with one attempt
 * in progress.
 */
async function buildFixtures(app: TestApp) {
  const setup = await buildApplicableExam(app);
  const professorA = setup.teacher;
  const schoolA = setup.exam.schoolId;
  const union = await buildUnion(app.db);
  const association = await buildAssociation(app.db, union.id);
  const schoolB = await buildSchool(app.db, association.id);
  const application = await applyExam(app, setup, { allowAnonymous: true });
  const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
  const professorAssigned = await signedIn(app, "professor");
  await assignToClass(app.db, professorAssigned.user.id, setup.schoolClass.id);
  const sessions: Record<Exclude<MatrixActor, "anonymous" | "attempt">, Session> = {
    professorOwn: professorA,
    professorAssigned,
    professorOther: await signedIn(app, "professor", { schoolIds: [schoolA] }),
    coordenadorA: await signedIn(app, "coordenador", { schoolIds: [schoolA] }),
    coordenadorB: await signedIn(app, "coordenador", { schoolIds: [schoolB.id] }),
    diretorAB: await signedIn(app, "diretor", { schoolIds: [schoolA, schoolB.id] }),
    admin: await signedIn(app, "admin"),
  };
  const multipleChoice = setup.exam.questions.find((question) => question.questionType === "multiple_choice")!;
  const essay = setup.exam.questions.find((question) => question.questionType === "essay")!;
  const [school] = await listSchools(app.db, { id: schoolA });
  const gradeLevel = await buildGradeLevel(app.db);
  const schoolClass = await buildClass(app.db, { schoolId: schoolA, gradeLevelId: gradeLevel.id });
  const ticket = await createUploadTicket(app.db, professorA.user, "question-image");
  const scanned = await savedSheets(app.db, application.id, [{ studentId: setup.students[1].id }], professorA.user.id);
  return {
    app,
    setup,
    professorA,
    sessions,
    application,
    attempt: entry.attempt,
    attemptToken: entry.token,
    multipleChoiceId: multipleChoice.id,
    essayId: essay.id,
    linkedBankItemId: setup.bankItem.id,
    bankItem: await buildBankItem(app.db, professorA.user),
    union,
    association,
    school,
    gradeLevel,
    schoolClass,
    student: setup.students[1],
    targetUser: (await buildUser(app.db)).user,
    colleague: await buildUser(app.db).then(async ({ user }) => (await joinSchools(app.db, user.id, schoolA), user)),
    objectId: await privateObject(app.db, professorA.user.id),
    uploadToken: ticket.uploadURL.split("/").pop()!,
    scanBatchId: scanned.batchId,
    scanSheetId: scanned.sheetIds[0],
  };
}

async function privateObject(db: Database, ownerId: string): Promise<string> {
  const stored = await databaseObjectStorage(db).save({
    ownerId,
    purpose: "question-image",
    contentType: "image/png",
    bytes: PNG_1X1,
  });
  return stored.id;
}

/** The record each path parameter stands for, by the resource the path starts with. */
function recordIds(f: Fixtures): Record<string, string> {
  return {
    "/api/users": f.targetUser.id,
    "/api/auth/users": f.targetUser.id,
    "/api/unions": f.union.id,
    "/api/associations": f.association.id,
    "/api/schools": f.school.id,
    "/api/grade-levels": f.gradeLevel.id,
    "/api/classes": f.setup.schoolClass.id,
    "/api/students": f.student.id,
    "/api/exams": f.setup.exam.id,
    "/api/applications": f.application.id,
    "/api/scan-batches": f.scanBatchId,
    "/api/scan-sheets": f.scanSheetId,
    "/api/questions": f.multipleChoiceId,
    "/api/question-bank": f.bankItem.id,
    "/api/question-bank-options": f.bankItem.options[0].id,
    "/objects": f.objectId,
  };
}

function substitute(route: string, f: Fixtures): string {
  const path = route.slice(route.indexOf(" ") + 1);
  const resource = Object.keys(recordIds(f))
    .filter((prefix) => path.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  const questionId = path.includes("/exam-questions/")
    ? f.linkedBankItemId
    : path.includes("/grade")
      ? f.essayId
      : f.multipleChoiceId;
  return path
    .replace(":id", resource ? recordIds(f)[resource] : ":id")
    .replace(":questionId", questionId)
    .replace(":attemptId", f.attempt.id)
    .replace(":studentId", f.setup.students[0].id)
    .replace(":code", f.setup.exam.examCode)
    .replace(":token", f.uploadToken)
    .replace(":format", "gift");
}

const examBody = (f: Fixtures) => ({
  title: `Prova ${unique()}`,
  subject: "Matemática",
  schoolId: f.setup.exam.schoolId,
  gradeLevelId: f.setup.exam.gradeLevelId,
  questions: [{ questionType: "essay", questionText: "<p>Explique.</p>" }],
});
const newUserBody = () => ({ username: `Pessoa ${unique()}`, email: `pessoa.${unique()}@escola.test`, password: "senha-123" });

/** Valid bodies, so an allowed call is not mistaken for a refused one (and a refusal is not masked by a 400). */
const BODIES: Record<string, (f: Fixtures) => object> = {
  "POST /api/auth/register": newUserBody,
  "POST /api/auth/users": newUserBody,
  "POST /api/users": newUserBody,
  "PUT /api/auth/users/:id": () => ({ username: `Pessoa ${unique()}` }),
  "PUT /api/users/:id": () => ({ username: `Pessoa ${unique()}` }),
  "PUT /api/user/change-password": () => ({ currentPassword: "não-é-a-senha", newPassword: "outra-senha-1" }),
  "POST /api/objects/upload": () => ({ purpose: "question-image" }),
  "POST /api/objects/normalize": (f) => ({ rawPath: `/objects/${f.objectId}` }),
  "POST /api/unions": () => ({ name: `União ${unique()}` }),
  // The default terms again: files beside this one on a shared database may read them meanwhile.
  "PUT /api/settings/terms": () => ({ kind: "bimestre", starts: ["01/01", "16/04", "16/07", "01/10"] }),
  "PUT /api/unions/:id": () => ({ name: `União ${unique()}` }),
  "POST /api/associations": () => ({ name: `Associação ${unique()}` }),
  "PUT /api/associations/:id": () => ({ name: `Associação ${unique()}` }),
  "POST /api/schools": (f) => ({ name: `Escola ${unique()}`, associationId: f.association.id }),
  "PUT /api/schools/:id": (f) => ({ name: `Escola ${unique()}`, associationId: f.association.id }),
  "POST /api/grade-levels": () => ({ name: `${unique()} Ano`, category: "Ensino Médio" }),
  "PUT /api/grade-levels/:id": () => ({ name: `${unique()} Ano`, category: "Ensino Médio" }),
  "POST /api/classes": (f) => ({ name: `Turma ${unique()}`, schoolId: f.school.id, gradeLevelId: f.gradeLevel.id, year: 2026 }),
  // A colleague of school A who is none of the callers, to teach the class.
  "POST /api/classes/:id/teachers": (f) => ({ userId: f.colleague.id, subject: "Ciências" }),
  "PUT /api/classes/:id": (f) => ({
    name: `Turma ${unique()}`,
    schoolId: f.setup.exam.schoolId,
    gradeLevelId: f.setup.exam.gradeLevelId,
    year: 2026,
  }),
  "POST /api/classes/:id/students": () => ({ name: `Aluno ${unique()}` }),
  "PUT /api/students/:id": () => ({ name: "Bruno Lima" }),
  "POST /api/exams": examBody,
  "PUT /api/exams/:id": () => ({ subject: "Matemática" }),
  "POST /api/exams/:id/duplicate": () => ({ title: `Cópia ${unique()}` }),
  "POST /api/exams/:id/exam-questions": (f) => ({ questionId: f.bankItem.id, questionOrder: 9 }),
  "POST /api/question-bank/export": (f) => ({ ids: [f.bankItem.id], format: "moodle-xml" }),
  "PUT /api/exams/:id/exam-questions/:questionId/order": () => ({ questionOrder: 5 }),
  // The applied exam's questions cannot be added or removed, so this list stays its content.
  "PUT /api/exams/:id/question-order": (f) => ({
    items: [
      { source: "bank", id: f.linkedBankItemId },
      ...f.setup.exam.questions.map((question) => ({ source: "exam", id: question.id })),
    ],
  }),
  "POST /api/exams/:id/questions/batch": () => ({ questions: [{ questionText: "<p>Nova questão</p>" }] }),
  "POST /api/exams/:id/questions": () => ({ questionText: "<p>Nova questão</p>" }),
  "POST /api/exams/:id/export/class-pdf": () => ({ names: ["Ana Souza"] }),
  "POST /api/exams/:id/applications": (f) => ({ classIds: [f.setup.schoolClass.id], durationMinutes: 30 }),
  "PUT /api/questions/:id": () => ({ descriptor: "D01" }),
  "POST /api/exams/:id/questions/:questionId/accepted-answers": () => ({ answer: "quatro" }),
  "POST /api/options": (f) => ({ questionId: f.multipleChoiceId, optionText: "<p>Outra</p>", optionLetter: "E" }),
  "POST /api/applications/:id/attempts/:attemptId/extend": () => ({ minutes: 5 }),
  "PUT /api/applications/:id/attempts/:attemptId/answers/:questionId/grade": () => ({ score: 1 }),
  "PATCH /api/applications/:id/students/:studentId": () => ({ printSize: "large" }),
  "PATCH /api/scan-sheets/:id": () => ({ version: "A" }),
  "POST /api/online/:code/attempts": () => ({ name: `Visitante ${unique()}` }),
  "PUT /api/attempt/answers": () => ({ answers: [] }),
  "POST /api/attempt/submit": () => ({ answers: [] }),
  "POST /api/question-bank": (f) => ({
    title: `Questão ${unique()}`,
    questionText: "<p>Quanto é 3 + 3?</p>",
    subject: "Matemática",
    gradeLevelId: f.gradeLevel.id,
  }),
  "PUT /api/question-bank/:id": () => ({ subject: "Matemática" }),
  "POST /api/question-bank/:id/options": () => ({ optionLetter: "E", optionText: "<p>Outra</p>" }),
  "PUT /api/question-bank-options/:id": () => ({ optionText: "<p>3</p>" }),
};

/**
 * Calls that change what later cells would see (deleting, closing, handing in, signing out,
 * publishing a file) get a record, session or key of their own, built fresh for the cell.
 */
const ISOLATED: Record<string, (f: Fixtures, actor: MatrixActor) => Promise<Partial<Call>>> = {
  "POST /api/auth/logout": async (f, actor) => ({ headers: await freshCredentials(f, actor) }),
  "POST /api/auth/login": async (f) => {
    const user = await buildUser(f.app.db);
    return { body: { email: user.email, password: user.password } };
  },
  "DELETE /api/auth/users/:id": async (f) => ({ path: `/api/auth/users/${(await buildUser(f.app.db)).user.id}` }),
  "DELETE /api/users/:id": async (f) => ({ path: `/api/users/${(await buildUser(f.app.db)).user.id}` }),
  "PUT /api/user/profile-photo": async (f) => ({
    body: { photoURL: `/objects/${await privateObject(f.app.db, f.professorA.user.id)}` },
  }),
  "PUT /api/logos": async (f) => ({ body: { logoURL: `/objects/${await privateObject(f.app.db, f.professorA.user.id)}` } }),
  "DELETE /api/unions/:id": async (f) => ({ path: `/api/unions/${(await buildUnion(f.app.db)).id}` }),
  "DELETE /api/associations/:id": async (f) => ({ path: `/api/associations/${(await buildAssociation(f.app.db)).id}` }),
  // A school of A's managers (they still may not remove it).
  "DELETE /api/schools/:id": async (f) => {
    const school = await buildSchool(f.app.db);
    for (const actor of ["coordenadorA", "diretorAB"] as const) await joinSchools(f.app.db, f.sessions[actor].user.id, school.id);
    return { path: `/api/schools/${school.id}` };
  },
  "DELETE /api/grade-levels/:id": async (f) => ({ path: `/api/grade-levels/${(await buildGradeLevel(f.app.db)).id}` }),
  "DELETE /api/classes/:id": async (f) => ({
    path: `/api/classes/${(await buildClass(f.app.db, { schoolId: f.school.id, gradeLevelId: f.gradeLevel.id })).id}`,
  }),
  "DELETE /api/classes/:id/teachers/:assignmentId": async (f) => {
    const teacher = await buildUser(f.app.db);
    await assignToClass(f.app.db, teacher.user.id, f.setup.schoolClass.id, `Matéria ${unique()}`);
    const [assignment] = await teachersOfClass(f.app.db, f.setup.schoolClass.id).then((rows) =>
      rows.filter((row) => row.userId === teacher.user.id),
    );
    return { path: `/api/classes/${f.setup.schoolClass.id}/teachers/${assignment.id}` };
  },
  "DELETE /api/students/:id": async (f) => {
    const student = await students.addStudent(f.app.db, f.schoolClass.id, { name: "Aluno", registrationNumber: null });
    return { path: `/api/students/${student.id}` };
  },
  "POST /api/students/:id/erase": async (f) => {
    const student = await students.addStudent(f.app.db, f.schoolClass.id, { name: "Aluno", registrationNumber: null });
    return { path: `/api/students/${student.id}/erase` };
  },
  "DELETE /api/exams/:id": async (f) => ({
    path: `/api/exams/${(await buildExam(f.app.db, f.professorA.user, inSchoolA(f))).id}`,
  }),
  "DELETE /api/exams/:id/exam-questions/:questionId": async (f) => {
    const exam = await buildExam(f.app.db, f.professorA.user, inSchoolA(f));
    const item = await buildBankItem(f.app.db, f.professorA.user);
    await linkQuestion(f.app.db, {}, { id: f.professorA.user.id, schoolIds: "all" }, exam.id, {
      questionId: item.id,
      questionOrder: 2,
    });
    return { path: `/api/exams/${exam.id}/exam-questions/${item.id}` };
  },
  "DELETE /api/questions/:id": async (f) => {
    const exam = await buildExam(f.app.db, f.professorA.user, inSchoolA(f));
    return { path: `/api/questions/${exam.questions[0].id}` };
  },
  "POST /api/applications/:id/close": async (f) => ({ path: `/api/applications/${await freshApplication(f)}/close` }),
  "DELETE /api/applications/:id": async (f) => ({ path: `/api/applications/${await freshApplication(f)}` }),
  "POST /api/attempt/submit": async (f, actor) => {
    if (actor !== "attempt") return {};
    const entry = await entered(f.app, f.setup.exam.examCode, { name: `Visitante ${unique()}` });
    return { headers: attemptHeader(entry.token) };
  },
  "DELETE /api/question-bank/:id": async (f) => ({
    path: `/api/question-bank/${(await buildBankItem(f.app.db, f.professorA.user)).id}`,
  }),
  "DELETE /api/question-bank-options/:id": async (f) => ({
    path: `/api/question-bank-options/${(await buildBankItem(f.app.db, f.professorA.user)).options[0].id}`,
  }),
};

/** Exams built for a single cell belong to school A too, as the fixture's exam does. */
const inSchoolA = (f: Fixtures) => ({ schoolId: f.school.id, gradeLevelId: f.setup.exam.gradeLevelId });

async function freshApplication(f: Fixtures): Promise<string> {
  const values = applicationCreateSchema.parse({ classIds: [f.setup.schoolClass.id], durationMinutes: 30 });
  return (await applications.createApplication(f.app.db, {}, f.setup.exam.id, f.professorA.user, values)).id;
}

/** A new session of the same person, or a new attempt key: for the calls that end the caller's. */
async function freshCredentials(f: Fixtures, actor: MatrixActor): Promise<Record<string, string>> {
  if (actor === "anonymous") return {};
  if (actor === "attempt") {
    const entry = await entered(f.app, f.setup.exam.examCode, { name: `Visitante ${unique()}` });
    return attemptHeader(entry.token);
  }
  const { email, password } = f.sessions[actor];
  const response = await f.app.api().post("/api/auth/login").send({ email, password });
  return { Authorization: `Bearer ${response.body.token as string}` };
}

function credentials(f: Fixtures, actor: MatrixActor): Record<string, string> {
  if (actor === "anonymous") return {};
  if (actor === "attempt") return attemptHeader(f.attemptToken);
  return f.sessions[actor].auth;
}

async function callFor(route: string, f: Fixtures, actor: MatrixActor): Promise<Call> {
  const isolated = await ISOLATED[route]?.(f, actor);
  return {
    path: substitute(route, f),
    body: BODIES[route]?.(f),
    raw: route === "PUT /api/objects/uploads/:token" ? { bytes: PNG_1X1, contentType: "image/png" } : undefined,
    ...isolated,
    headers: { ...credentials(f, actor), ...isolated?.headers },
  };
}

async function send(app: TestApp, method: string, call: Call): Promise<number> {
  const verb = method.toLowerCase() as "get" | "post" | "put" | "delete";
  const agent = app.api();
  const request = agent[verb](call.path).set(call.headers ?? {});
  if (call.raw) return (await request.set("Content-Type", call.raw.contentType).send(call.raw.bytes)).status;
  return (await (call.body === undefined ? request : request.send(call.body))).status;
}

const describeAnswer = (expected: ExpectedAnswer) => (expected === "ok" ? "ok (não 401/403/404/500)" : String(expected));

describe("authorization matrix", () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    fixtures = await buildFixtures(app);
  });

  afterAll(() => {
    const routes = ROUTES.filter((route) => ACCESS_MATRIX[route]);
    console.log(
      `Matriz de autorização: ${routes.length} rotas × ${MATRIX_ACTORS.length} chamadores = ${routes.length * MATRIX_ACTORS.length} células`,
    );
  });

  it("lists the app's routes, and the table has a row for each and no other", () => {
    expect(ROUTES.length).toBeGreaterThan(100);
    expect(ROUTES).toContain("GET /api/exams/:id");
    expect(ROUTES).toContain("POST /api/applications/:id/close");
    const missingFromTable = ROUTES.filter((route) => !ACCESS_MATRIX[route]);
    const goneFromApp = Object.keys(ACCESS_MATRIX).filter((route) => !ROUTES.includes(route));
    expect({ missingFromTable, goneFromApp }).toEqual({ missingFromTable: [], goneFromApp: [] });
  });

  it.each(ROUTES)("%s answers each caller as the table says", async (route) => {
    const expected = ACCESS_MATRIX[route];
    expect(expected, `${route} não está em server/policies/accessMatrix.ts`).toBeDefined();
    const method = route.slice(0, route.indexOf(" "));
    const differences: string[] = [];
    for (const actor of MATRIX_ACTORS) {
      const call = await callFor(route, fixtures, actor);
      const status = await send(app, method, call);
      if (!answerMatches(expected[actor], status)) {
        differences.push(`${actor}: esperado ${describeAnswer(expected[actor])}, recebido ${status} (${method} ${call.path})`);
      }
    }
    expect(differences).toEqual([]);
  });

  // A filter naming an exam is a lookup of that exam: the bank picker's "hide what is already in
  // this exam" would otherwise tell professor B which items A's (hidden) exam holds.
  it("does not let a professor probe another's exam through the bank picker's filter", async () => {
    const path = `/api/question-bank?excludeExamId=${fixtures.setup.exam.id}`;
    expect((await app.api().get(path).set(fixtures.sessions.professorOther.auth)).status).toBe(404);
    const own = await app.api().get(path).set(fixtures.professorA.auth);
    expect(own.status).toBe(200);
    expect(own.body.map((item: { id: string }) => item.id)).not.toContain(fixtures.linkedBankItemId);
    expect((await app.api().get(path).set(fixtures.sessions.coordenadorA.auth)).status).toBe(200);
    expect((await app.api().get(path).set(fixtures.sessions.coordenadorB.auth)).status).toBe(404);
  });
});
