/**
 * The expected answer of every route to every kind of caller: the authorization matrix that
 * tests/api/authorizationMatrix.test.ts checks against the running app, route by route. It is
 * written down once here, beside the policies it summarises (docs/architecture.md#7-authorization), so a
 * change of rule shows up as a change of this table in review.
 *
 * Records in the test belong to professor A: `professorOwn` is A on A's record, `professorOther`
 * is professor B on A's record; the supervisors are never the owner. `attempt` is a student's
 * attempt key (the `X-Attempt-Token` header) and no staff session.
 *
 * `ok` means the call passed authorization: any answer but 401, 403 or 404 (and not a 500).
 * Success codes vary (200, 201, 204) and an allowed call may still be refused for its state or
 * body (400, 409, 410; 503 where no PDF renderer exists).
 */

export const MATRIX_ACTORS = [
  "anonymous",
  "professorOwn",
  "professorOther",
  "coordenador",
  "diretor",
  "admin",
  "attempt",
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];

export type ExpectedAnswer = "ok" | 400 | 401 | 403 | 404;
export type AccessRow = Record<MatrixActor, ExpectedAnswer>;

const row = (values: AccessRow): AccessRow => values;

/** Anyone, signed in or not, with or without an attempt key. */
const PUBLIC = row({
  anonymous: "ok",
  professorOwn: "ok",
  professorOther: "ok",
  coordenador: "ok",
  diretor: "ok",
  admin: "ok",
  attempt: "ok",
});

/** Every staff member; no session (and an attempt key is no session) answers 401. */
const STAFF = row({ ...PUBLIC, anonymous: 401, attempt: 401 });

/** Organisation items and class rosters are changed by coordinators, principals and admins. */
const ORGANIZATION_MANAGERS = row({ ...STAFF, professorOwn: 403, professorOther: 403 });

/** User administration. */
const ADMIN_ONLY = row({ ...STAFF, professorOwn: 403, professorOther: 403, coordenador: 403, diretor: 403 });

/** The spec has user creation answer 401, not 403, to a signed-in non-admin (tests/api/users.test.ts). */
const USER_CREATION = row({ ...STAFF, professorOwn: 401, professorOther: 401, coordenador: 401, diretor: 401 });

/** Exams and everything under them: a professor's own only, hidden (404) from other professors. */
const OWN_EXAM = row({ ...STAFF, professorOther: 404 });

/** Bank items: everyone reads them; another professor's item is visible, so a change is 403. */
const OWN_BANK_ITEM = row({ ...STAFF, professorOther: 403 });

/** The attempt a student's key opens; a staff session opens none. */
const ATTEMPT_ONLY = row({
  anonymous: 401,
  professorOwn: 401,
  professorOther: 401,
  coordenador: 401,
  diretor: 401,
  admin: 401,
  attempt: "ok",
});

/** Organisation resources share one router shape (server/routes/organizations.ts). */
function organizationResource(path: string): Record<string, AccessRow> {
  return {
    [`GET ${path}`]: STAFF,
    [`GET ${path}/:id`]: STAFF,
    [`POST ${path}`]: ORGANIZATION_MANAGERS,
    [`PUT ${path}/:id`]: ORGANIZATION_MANAGERS,
    [`DELETE ${path}/:id`]: ORGANIZATION_MANAGERS,
  };
}

/** Mounted twice: `/api/users` and `/api/auth/users` (docs/architecture.md#4-http-api). */
function userAdministration(path: string): Record<string, AccessRow> {
  return {
    [`GET ${path}`]: ADMIN_ONLY,
    [`POST ${path}`]: USER_CREATION,
    [`GET ${path}/:id`]: ADMIN_ONLY,
    [`PUT ${path}/:id`]: ADMIN_ONLY,
    [`DELETE ${path}/:id`]: ADMIN_ONLY,
  };
}

/** `METHOD path` (paths as the routers declare them) → the expected answer per caller. */
export const ACCESS_MATRIX: Record<string, AccessRow> = {
  "GET /api/health": PUBLIC,
  "GET /api/system/status": STAFF,

  "POST /api/auth/login": PUBLIC,
  "GET /api/auth/profile": STAFF,
  // Signing out of no session is not an error for the user.
  "POST /api/auth/logout": PUBLIC,
  // The create-profile screen creates a user: the same rule and the same 401 quirk as POST /api/users.
  "POST /api/auth/register": USER_CREATION,
  ...userAdministration("/api/auth/users"),
  ...userAdministration("/api/users"),

  "GET /api/user/profile": STAFF,
  "PUT /api/user/profile": STAFF,
  "PUT /api/user/change-password": STAFF,
  "POST /api/user/profile-photo/upload": STAFF,
  // The photo must be the caller's own upload: naming someone else's file is refused as a bad body.
  "PUT /api/user/profile-photo": row({ ...STAFF, professorOther: 400, coordenador: 400, diretor: 400, admin: 400 }),
  "DELETE /api/user/profile-photo": STAFF,

  "POST /api/objects/upload": STAFF,
  // An upload link belongs to whoever asked for it, whatever their role.
  "PUT /api/objects/uploads/:token": row({ ...STAFF, professorOther: 403, coordenador: 403, diretor: 403, admin: 403 }),
  // A private file (a question image) is read by its owner and by those who read every exam.
  "POST /api/objects/normalize": row({ ...STAFF, professorOther: 404 }),
  // Publishing a file as a logo: its owner or an admin; a supervisor sees it but may not publish it.
  "PUT /api/logos": row({ ...STAFF, professorOther: 404, coordenador: 403, diretor: 403 }),
  "GET /objects/:id": row({ ...STAFF, professorOther: 404 }),

  ...organizationResource("/api/unions"),
  ...organizationResource("/api/associations"),
  ...organizationResource("/api/schools"),
  ...organizationResource("/api/grade-levels"),
  ...organizationResource("/api/classes"),
  "GET /api/classes/:id/students": STAFF,
  "POST /api/classes/:id/students": ORGANIZATION_MANAGERS,
  "POST /api/classes/:id/students/import": ORGANIZATION_MANAGERS,
  "PUT /api/students/:id": ORGANIZATION_MANAGERS,
  "DELETE /api/students/:id": ORGANIZATION_MANAGERS,

  // The student page loads a published exam by its code, without any session.
  "GET /api/exams/:code/online": PUBLIC,
  // The list is scoped (a professor sees their own), so every caller may ask for it.
  "GET /api/exams": STAFF,
  "POST /api/exams": STAFF,
  "GET /api/exams/:id": OWN_EXAM,
  "PUT /api/exams/:id": OWN_EXAM,
  "DELETE /api/exams/:id": OWN_EXAM,
  "POST /api/exams/:id/publish": OWN_EXAM,
  "POST /api/exams/:id/duplicate": OWN_EXAM,
  "POST /api/exams/:id/qrcode": OWN_EXAM,
  "GET /api/exams/:id/exam-questions": OWN_EXAM,
  "POST /api/exams/:id/exam-questions": OWN_EXAM,
  "DELETE /api/exams/:id/exam-questions/:questionId": OWN_EXAM,
  "PUT /api/exams/:id/exam-questions/:questionId/order": OWN_EXAM,
  "PUT /api/exams/:id/question-order": OWN_EXAM,
  "GET /api/exams/:id/questions": OWN_EXAM,
  "POST /api/exams/:id/questions/batch": OWN_EXAM,
  "POST /api/exams/:id/questions": OWN_EXAM,
  "GET /api/exams/:id/export/pdf": OWN_EXAM,
  "POST /api/exams/:id/export/class-pdf": OWN_EXAM,
  "GET /api/exams/:id/export/docx": OWN_EXAM,
  "GET /api/exams/:id/export/gdocs": OWN_EXAM,
  "GET /api/exams/:id/applications": OWN_EXAM,
  "POST /api/exams/:id/applications": OWN_EXAM,
  "POST /api/exams/:id/questions/:questionId/annul": OWN_EXAM,
  "DELETE /api/exams/:id/questions/:questionId/annul": OWN_EXAM,

  "PUT /api/questions/:id": OWN_EXAM,
  "DELETE /api/questions/:id": OWN_EXAM,
  "GET /api/questions/:id/options": OWN_EXAM,
  "POST /api/options": OWN_EXAM,

  "GET /api/applications/:id": OWN_EXAM,
  "GET /api/applications/:id/live": OWN_EXAM,
  "POST /api/applications/:id/open": OWN_EXAM,
  "POST /api/applications/:id/close": OWN_EXAM,
  "DELETE /api/applications/:id": OWN_EXAM,
  "POST /api/applications/:id/attempts/:attemptId/extend": OWN_EXAM,
  "GET /api/applications/:id/results": OWN_EXAM,
  "GET /api/applications/:id/results/export": OWN_EXAM,
  "GET /api/applications/:id/attempts/:attemptId/sheet": OWN_EXAM,
  "GET /api/applications/:id/essays": OWN_EXAM,
  "PUT /api/applications/:id/attempts/:attemptId/answers/:questionId/grade": OWN_EXAM,
  "GET /api/applications/:id/item-analysis": OWN_EXAM,
  "GET /api/applications/:id/descriptors": OWN_EXAM,

  "GET /api/online/:code": PUBLIC,
  "POST /api/online/:code/attempts": PUBLIC,
  "GET /api/attempt": ATTEMPT_ONLY,
  "PUT /api/attempt/answers": ATTEMPT_ONLY,
  "POST /api/attempt/submit": ATTEMPT_ONLY,

  "GET /api/question-bank": STAFF,
  "POST /api/question-bank/bulk-import": STAFF,
  "POST /api/question-bank": STAFF,
  "GET /api/question-bank/:id": STAFF,
  "PUT /api/question-bank/:id": OWN_BANK_ITEM,
  "DELETE /api/question-bank/:id": OWN_BANK_ITEM,
  "GET /api/question-bank/:id/options": STAFF,
  "POST /api/question-bank/:id/options": OWN_BANK_ITEM,
  "PUT /api/question-bank-options/:id": OWN_BANK_ITEM,
  "DELETE /api/question-bank-options/:id": OWN_BANK_ITEM,

  // Reads a file into drafts and names no exam: open to all staff, as creating an exam is.
  "POST /api/imports/exam-questions": STAFF,

  // Figures over what the caller may read: the scope narrows them, the route is open to all staff.
  "GET /api/dashboard/stats": STAFF,
  "GET /api/reports/stats": STAFF,
  "GET /api/reports/charts": STAFF,

  // The login page's hint block; mounted only in demo mode.
  "GET /api/demo/credentials": PUBLIC,
};

/** Whether an answer's status matches the expected one (see `ok` above). */
export function answerMatches(expected: ExpectedAnswer, status: number): boolean {
  if (expected === "ok") return ![401, 403, 404].includes(status) && status !== 500;
  return status === expected;
}
