import { describe, expect, it } from "vitest";
import { rosterWithAssignments } from "../../server/db/queries/paperAssignments";
import { SAME_VERSIONS_MESSAGE } from "../../shared/schemas/applications";
import { applyOnPaper, buildPaperExam } from "../support/paper";
import { useTestApp } from "../support/testApp";

/** Paper applications' versions and rules; what they print is tests/api/paperPrints.test.ts. */
const app = useTestApp();

describe("paper applications", () => {
  it("assigns versions in rotation down the roster, lists them, and lets the teacher change one before printing", async () => {
    const setup = await buildPaperExam(app, ["Davi Rocha", "Ana Souza", "Caio Prado", "Bia Lopes"]);
    const application = await applyOnPaper(app, setup);
    expect(application.mode).toBe("paper");
    expect(application.versions).toBe(2);
    expect(application.students!.map((student) => [student.name, student.version])).toEqual([
      ["Ana Souza", "A"],
      ["Bia Lopes", "B"],
      ["Caio Prado", "A"],
      ["Davi Rocha", "B"],
    ]);
    const details = await app.api().get(`/api/applications/${application.id}`).set(setup.teacher.auth).expect(200);
    expect(details.body.students).toEqual(application.students);

    const bia = application.students![1];
    const before = (await rosterWithAssignments(app.db, application.id, null)).find((row) => row.studentId === bia.studentId)!;
    const changed = await app
      .api()
      .patch(`/api/applications/${application.id}/students/${bia.studentId}`)
      .set(setup.teacher.auth)
      .send({ version: "A", printSize: "large" })
      .expect(200);
    expect(changed.body.students[1]).toMatchObject({ name: "Bia Lopes", version: "A", printSize: "large", highContrast: false });
    const after = (await rosterWithAssignments(app.db, application.id, null)).find((row) => row.studentId === bia.studentId)!;
    // A sheet printed as Tipo B must never be read as Tipo A: the new version has a new code.
    expect(after.sheetCode).not.toBe(before.sheetCode);

    const refused = await app
      .api()
      .patch(`/api/applications/${application.id}/students/${bia.studentId}`)
      .set(setup.teacher.auth)
      .send({ version: "C" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Esta aplicação tem as versões A a B.");
  });

  it("refuses versions online, and a paper application is never entered online", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza"]);
    const online = await app
      .api()
      .post(`/api/exams/${setup.exam.id}/applications`)
      .set(setup.teacher.auth)
      .send({ classIds: [setup.schoolClass.id], versions: 2 });
    expect(online.status).toBe(400);
    expect(online.body.errors.versions).toBe("Versões (Tipo A a D) são para aplicações em papel");
    // Versions that shuffle nothing would all be the same exam.
    const alike = await app
      .api()
      .post(`/api/exams/${setup.exam.id}/applications`)
      .set(setup.teacher.auth)
      .send({ classIds: [setup.schoolClass.id], mode: "paper", versions: 3 });
    expect(alike.status).toBe(400);
    expect(alike.body.errors.versions).toBe(SAME_VERSIONS_MESSAGE);

    await applyOnPaper(app, setup);
    const entry = await app
      .api()
      .post(`/api/online/${setup.exam.examCode}/attempts`)
      .send({ accessCode: setup.students[0].accessCode });
    expect(entry.status).not.toBe(201);
    const listed = await app.api().get(`/api/exams/${setup.exam.id}/applications`).set(setup.teacher.auth).expect(200);
    expect(listed.body[0].students).toBeUndefined();
  });
});
