/**
 * The expected answer of every route to every kind of caller: the authorization matrix that
 * tests/api/authorizationMatrix.test.ts checks against the running app, route by route. It is
 * written down once here, beside the policies it summarises (docs/architecture.md#7-authorization), so a
 * change of rule shows up as a change of this table in review.
 *
 * Two schools, A and B. Records in the test belong to school A and to its professor who wrote them
 * (`professorOwn`): the exam (applied to a class of A), the bank item (shared with the school), the
 * private file. `professorAssigned` teaches that class; `professorOther` is a colleague of A who
 * neither wrote nor teaches; `coordenadorA` coordinates A; `coordenadorB` coordinates B and acts on
 * A's records; `diretorAB` directs both schools; `admin` is network-wide. `attempt` is a student's
 * attempt key (the `X-Attempt-Token` header) and no staff session.
 *
 * `ok` means the call passed authorization: any answer but 401, 403 or 404 (and not a 500).
 * Success codes vary (200, 201, 204) and an allowed call may still be refused for its state or
 * body (400, 409, 410; 503 where no PDF renderer exists).
 */

export const MATRIX_ACTORS = [
  "anonymous",
  "professorOwn",
  "professorAssigned",
  "professorOther",
  "coordenadorA",
  "coordenadorB",
  "diretorAB",
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
  professorAssigned: "ok",
  professorOther: "ok",
  coordenadorA: "ok",
  coordenadorB: "ok",
  diretorAB: "ok",
  admin: "ok",
  attempt: "ok",
});

/**
 * No session opens it: the metrics answer the bearer of METRICS_TOKEN alone (none in this test,
 * where the route answers 404 to everyone; a wrong token gets 401, tests/api/metrics.test.ts).
 */
const TOKEN_ONLY = row({
  anonymous: 404,
  professorOwn: 404,
  professorAssigned: 404,
  professorOther: 404,
  coordenadorA: 404,
  coordenadorB: 404,
  diretorAB: 404,
  admin: 404,
  attempt: 404,
});

/** Every staff member; no session (and an attempt key is no session) answers 401. */
const STAFF = row({ ...PUBLIC, anonymous: 401, attempt: 401 });

const PROFESSORS_REFUSED = { professorOwn: 403, professorAssigned: 403, professorOther: 403 } as const;

/** Unions, associations, grade levels, creating a school: the network's, kept by administrators. */
const NETWORK = row({ ...STAFF, ...PROFESSORS_REFUSED, coordenadorA: 403, coordenadorB: 403, diretorAB: 403 });

/** A record of school A (the school, its classes, its staff list): read by A's people, hidden from B's. */
const SCHOOL_A_RECORD = row({ ...STAFF, coordenadorB: 404 });

/** Changing school A's records: its coordinators and principals; professors are refused before the lookup. */
const SCHOOL_A_MANAGERS = row({ ...SCHOOL_A_RECORD, ...PROFESSORS_REFUSED });

/** A class's roster (names, registration numbers, access codes): its professors and its school's managers. */
const ROSTER = row({ ...SCHOOL_A_RECORD, professorOwn: 404, professorOther: 404 });

/** User administration. */
const ADMIN_ONLY = row({ ...NETWORK });

/** The spec has user creation answer 401, not 403, to a signed-in non-admin (tests/api/users.test.ts). */
const USER_CREATION = row({
  ...STAFF,
  professorOwn: 401,
  professorAssigned: 401,
  professorOther: 401,
  coordenadorA: 401,
  coordenadorB: 401,
  diretorAB: 401,
});

/** Reading the exam: its author, the professor of its class, school A's managers; hidden from others. */
const EXAM_READ = row({ ...STAFF, professorOther: 404, coordenadorB: 404 });

/** Changing the exam and everything under it: its author and school A's managers. */
const EXAM_MANAGE = row({ ...EXAM_READ, professorAssigned: 404 });

/** An application's results, grading and analysis: as reading the exam, limited to the caller's classes. */
const RESULTS = EXAM_READ;

/** Bank items of A's professor, shared with the school: A's people read them; A's managers change them. */
const BANK_READ = row({ ...STAFF, coordenadorB: 404 });
const BANK_CHANGE = row({ ...BANK_READ, professorAssigned: 403, professorOther: 403 });

/** The attempt a student's key opens; a staff session opens none. */
const ATTEMPT_ONLY = row({
  anonymous: 401,
  professorOwn: 401,
  professorAssigned: 401,
  professorOther: 401,
  coordenadorA: 401,
  coordenadorB: 401,
  diretorAB: 401,
  admin: 401,
  attempt: "ok",
});

/** Unions, associations and grade levels share one router shape (server/routes/organizations.ts). */
function networkResource(path: string): Record<string, AccessRow> {
  return {
    [`GET ${path}`]: STAFF,
    [`GET ${path}/:id`]: STAFF,
    [`POST ${path}`]: NETWORK,
    [`PUT ${path}/:id`]: NETWORK,
    [`DELETE ${path}/:id`]: NETWORK,
  };
}

/** Mounted twice: `/api/users` and `/api/auth/users` (docs/architecture.md#4-http-api). */
function userAdministration(path: string): Record<string, AccessRow> {
  return {
    [`GET ${path}`]: ADMIN_ONLY,
    [`POST ${path}`]: USER_CREATION,
    [`POST ${path}/import`]: ADMIN_ONLY,
    [`GET ${path}/:id`]: ADMIN_ONLY,
    [`PUT ${path}/:id`]: ADMIN_ONLY,
    [`DELETE ${path}/:id`]: ADMIN_ONLY,
  };
}

/** `METHOD path` (paths as the routers declare them) → the expected answer per caller. */
export const ACCESS_MATRIX: Record<string, AccessRow> = {
  "GET /api/health": PUBLIC,
  "GET /api/ready": PUBLIC,
  "GET /metrics": TOKEN_ONLY,
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
  "PUT /api/user/profile-photo": row({
    ...STAFF,
    professorAssigned: 400,
    professorOther: 400,
    coordenadorA: 400,
    coordenadorB: 400,
    diretorAB: 400,
    admin: 400,
  }),
  "DELETE /api/user/profile-photo": STAFF,

  "POST /api/objects/upload": STAFF,
  // An upload link belongs to whoever asked for it, whatever their role.
  "PUT /api/objects/uploads/:token": row({
    ...STAFF,
    professorAssigned: 403,
    professorOther: 403,
    coordenadorA: 403,
    coordenadorB: 403,
    diretorAB: 403,
    admin: 403,
  }),
  // A private file (a question image) is read by its owner, an admin, and the colleagues of the owner's schools.
  "POST /api/objects/normalize": SCHOOL_A_RECORD,
  // Publishing a file as a logo: its owner or an admin; a colleague sees it but may not publish it.
  "PUT /api/logos": row({
    ...SCHOOL_A_RECORD,
    professorAssigned: 403,
    professorOther: 403,
    coordenadorA: 403,
    diretorAB: 403,
  }),
  "GET /objects/:id": SCHOOL_A_RECORD,

  ...networkResource("/api/unions"),
  ...networkResource("/api/associations"),
  ...networkResource("/api/grade-levels"),
  // Schools are seen within one's own; an admin creates and removes them, their managers edit them.
  "GET /api/schools": STAFF,
  // The curriculum catalogue is the same for every school: every staff member reads it.
  "GET /api/curriculum": STAFF,
  "GET /api/curriculum/lookup": STAFF,
  "GET /api/schools/:id": SCHOOL_A_RECORD,
  "POST /api/schools": NETWORK,
  "PUT /api/schools/:id": SCHOOL_A_MANAGERS,
  // The school removed is one of A's managers' own: still only an admin removes a school.
  "DELETE /api/schools/:id": row({ ...SCHOOL_A_MANAGERS, coordenadorA: 403, diretorAB: 403 }),
  "GET /api/schools/:id/staff": SCHOOL_A_RECORD,
  "GET /api/classes": STAFF,
  "GET /api/classes/:id": SCHOOL_A_RECORD,
  // The new class is in school A: B's coordinator may not create it there.
  "POST /api/classes": row({ ...SCHOOL_A_MANAGERS, coordenadorB: 403 }),
  "PUT /api/classes/:id": SCHOOL_A_MANAGERS,
  "DELETE /api/classes/:id": SCHOOL_A_MANAGERS,
  "GET /api/classes/:id/teachers": SCHOOL_A_RECORD,
  "POST /api/classes/:id/teachers": SCHOOL_A_MANAGERS,
  "DELETE /api/classes/:id/teachers/:assignmentId": SCHOOL_A_MANAGERS,
  "GET /api/classes/:id/students": ROSTER,
  "POST /api/classes/:id/students": SCHOOL_A_MANAGERS,
  "POST /api/classes/:id/students/import": SCHOOL_A_MANAGERS,
  "PUT /api/students/:id": SCHOOL_A_MANAGERS,
  "DELETE /api/students/:id": SCHOOL_A_MANAGERS,
  // A student's data (LGPD): as the roster's writes, whoever may change the student may export or erase them.
  "GET /api/students/:id/data-export": SCHOOL_A_MANAGERS,
  "POST /api/students/:id/erase": SCHOOL_A_MANAGERS,
  // The school year's terms: every member of staff reads them, the network's administrators set them.
  "GET /api/settings/terms": STAFF,
  // The dashboard's work lists are scoped to the exams the caller manages.
  "GET /api/dashboard/agenda": STAFF,
  "PUT /api/settings/terms": NETWORK,
  // A student's learning report and boletim: whoever reads the student's roster.
  "GET /api/students/:id/report": ROSTER,
  "GET /api/classes/:id/report": ROSTER,
  // One exam across schools and classes: supervisors and administrators, each within their schools.
  "GET /api/exams/:id/report": SCHOOL_A_MANAGERS,
  "GET /api/exams/:id/report/export": SCHOOL_A_MANAGERS,
  "GET /api/students/:id/report/pdf": ROSTER,
  // A school's skills over a term: its coordinators and principals, and the administrators.
  "GET /api/schools/:id/report": SCHOOL_A_MANAGERS,
  "GET /api/schools/:id/report/export": SCHOOL_A_MANAGERS,

  // The student page loads a published exam by its code, without any session.
  "GET /api/exams/:code/online": PUBLIC,
  // The lists are scoped (each caller sees their own reach), so every caller may ask for them.
  "GET /api/exams": STAFF,
  "POST /api/exams": STAFF,
  "GET /api/exams/:id": EXAM_READ,
  "PUT /api/exams/:id": EXAM_MANAGE,
  "DELETE /api/exams/:id": EXAM_MANAGE,
  "POST /api/exams/:id/publish": EXAM_MANAGE,
  // A copy for oneself: whoever reads the exam.
  "POST /api/exams/:id/duplicate": EXAM_READ,
  "POST /api/exams/:id/qrcode": EXAM_MANAGE,
  "GET /api/exams/:id/exam-questions": EXAM_READ,
  "POST /api/exams/:id/exam-questions": EXAM_MANAGE,
  "DELETE /api/exams/:id/exam-questions/:questionId": EXAM_MANAGE,
  "PUT /api/exams/:id/exam-questions/:questionId/order": EXAM_MANAGE,
  "PUT /api/exams/:id/question-order": EXAM_MANAGE,
  "GET /api/exams/:id/questions": EXAM_READ,
  "POST /api/exams/:id/questions/batch": EXAM_MANAGE,
  "POST /api/exams/:id/questions/import": EXAM_MANAGE,
  "POST /api/exams/:id/questions": EXAM_MANAGE,
  "GET /api/exams/:id/export/pdf": EXAM_READ,
  "POST /api/exams/:id/export/class-pdf": EXAM_READ,
  "GET /api/exams/:id/export/docx": EXAM_READ,
  "GET /api/exams/:id/export/answer-key": EXAM_READ,
  // Moodle XML, GIFT, Aiken, QTI: read like the Word file.
  "GET /api/exams/:id/export/:format": EXAM_READ,
  "GET /api/exams/:id/export/gdocs": EXAM_READ,
  // Listed for whoever reads the exam, each seeing the applications that reach their classes.
  "GET /api/exams/:id/applications": EXAM_READ,
  "POST /api/exams/:id/applications": EXAM_MANAGE,
  "POST /api/exams/:id/questions/:questionId/annul": EXAM_MANAGE,
  "DELETE /api/exams/:id/questions/:questionId/annul": EXAM_MANAGE,
  // A short answer accepted for everyone: a change of the key, as editing the question.
  "POST /api/exams/:id/questions/:questionId/accepted-answers": EXAM_MANAGE,

  "PUT /api/questions/:id": EXAM_MANAGE,
  "DELETE /api/questions/:id": EXAM_MANAGE,
  "GET /api/questions/:id/options": EXAM_READ,
  "POST /api/options": EXAM_MANAGE,

  "GET /api/applications/:id": RESULTS,
  "GET /api/applications/:id/live": RESULTS,
  "POST /api/applications/:id/open": EXAM_MANAGE,
  "POST /api/applications/:id/close": EXAM_MANAGE,
  "DELETE /api/applications/:id": EXAM_MANAGE,
  "POST /api/applications/:id/attempts/:attemptId/extend": EXAM_MANAGE,
  "GET /api/applications/:id/results": RESULTS,
  "GET /api/applications/:id/results/export": RESULTS,
  "GET /api/applications/:id/attempts/:attemptId/sheet": RESULTS,
  "GET /api/applications/:id/essays": RESULTS,
  "PUT /api/applications/:id/attempts/:attemptId/answers/:questionId/grade": RESULTS,
  "GET /api/applications/:id/item-analysis": RESULTS,
  "GET /api/applications/:id/descriptors": RESULTS,
  // Printing an application: whoever sees it prints for the classes they see; changing a student's copy is the exam's managers'.
  "GET /api/applications/:id/answer-sheets.pdf": RESULTS,
  "GET /api/applications/:id/answer-key.pdf": RESULTS,
  "GET /api/applications/:id/exam.pdf": RESULTS,
  "GET /api/applications/:id/print-pack.pdf": RESULTS,
  "PATCH /api/applications/:id/students/:studentId": EXAM_MANAGE,
  // Reading filled answer sheets: whoever sees the application sends and follows them (their classes' sheets).
  "POST /api/applications/:id/scans": RESULTS,
  "GET /api/applications/:id/scans": RESULTS,
  "GET /api/scan-batches/:id": RESULTS,
  "GET /api/scan-sheets/:id/image": RESULTS,
  "PATCH /api/scan-sheets/:id": RESULTS,

  "GET /api/online/:code": PUBLIC,
  "POST /api/online/:code/attempts": PUBLIC,
  "GET /api/attempt": ATTEMPT_ONLY,
  "PUT /api/attempt/answers": ATTEMPT_ONLY,
  "POST /api/attempt/submit": ATTEMPT_ONLY,

  "GET /api/question-bank": STAFF,
  "POST /api/question-bank/bulk-import": STAFF,
  "POST /api/question-bank": STAFF,
  "GET /api/question-bank/:id": BANK_READ,
  // Exporting items is reading them: any item the caller may not read answers as not found.
  "POST /api/question-bank/export": BANK_READ,
  "PUT /api/question-bank/:id": BANK_CHANGE,
  "DELETE /api/question-bank/:id": BANK_CHANGE,
  "GET /api/question-bank/:id/options": BANK_READ,
  "POST /api/question-bank/:id/options": BANK_CHANGE,
  "PUT /api/question-bank-options/:id": BANK_CHANGE,
  "DELETE /api/question-bank-options/:id": BANK_CHANGE,

  // Reads a file into drafts and names no exam: open to all staff, as creating an exam is.
  "POST /api/imports/exam-questions": STAFF,

  // Figures over what the caller may read: the scope narrows them, the route is open to all staff.
  "GET /api/dashboard/stats": STAFF,
  "GET /api/reports/stats": STAFF,
  "GET /api/reports/charts": STAFF,

  // The audit log: administrators read it all, a school's managers their schools' events (B's
  // coordinator gets a list without A's); professors never.
  "GET /api/audit-events": row({ ...STAFF, ...PROFESSORS_REFUSED }),

  // The login page's hint block; mounted only in demo mode.
  "GET /api/demo/credentials": PUBLIC,
};

/** Whether an answer's status matches the expected one (see `ok` above). */
export function answerMatches(expected: ExpectedAnswer, status: number): boolean {
  if (expected === "ok") return ![401, 403, 404].includes(status) && status !== 500;
  return status === expected;
}
