import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EXAM_CARD_JSON_FIELDS, examCardsJsonByIds, findExamSummary } from "../../server/db/queries/exams";
import { presentExamCard } from "../../server/presenters/exams";
import { examListItemResponse } from "../../shared/responses/exams";
import { buildClass, buildExam, buildGradeLevel, buildSchool, buildUser } from "../support/factories";
import { useTestApp } from "../support/testApp";

/**
 * The exam list's cards are written as JSON by the database (examCardsJsonByIds), not by a
 * presenter: these hold that SQL to the ExamListItem schema and to the card the exam's own page
 * presents.
 */

const app = useTestApp();

describe("the exam list's cards written by the database", () => {
  it("name exactly the fields of the ExamListItem schema", () => {
    expect(Object.keys(EXAM_CARD_JSON_FIELDS).sort()).toEqual([...examListItemResponse.keyof().options].sort());
  });

  it("are accepted by the strict schema, come in the order asked, and read as the card presenter writes them", async () => {
    const { user } = await buildUser(app.db, { role: "admin" });
    const school = await buildSchool(app.db);
    const level = await buildGradeLevel(app.db);
    const schoolClass = await buildClass(app.db, { schoolId: school.id, gradeLevelId: level.id });
    const plain = await buildExam(app.db, user, { schoolId: school.id, gradeLevelId: level.id });
    const full = await buildExam(app.db, user, {
      schoolId: school.id,
      gradeLevelId: level.id,
      classId: schoolClass.id,
      description: "Revisão do bimestre",
      schoolName: "Escola do cabeçalho",
      applicationStart: "2026-03-02T11:30:00.123Z",
      applicationEnd: "2026-03-02T13:00:00Z",
    });
    const ids = [full.id, randomUUID(), plain.id];

    const written = z.array(examListItemResponse).safeParse(JSON.parse(await examCardsJsonByIds(app.db, ids)));
    if (!written.success) throw new Error(z.prettifyError(written.error));
    const presented = await Promise.all(
      [full.id, plain.id].map(async (id) => presentExamCard((await findExamSummary(app.db, {}, id))!)),
    );
    expect(written.data).toEqual(presented);
    expect(written.data[0]).toMatchObject({
      className: schoolClass.name,
      schoolName: "Escola do cabeçalho",
      applicationStart: "2026-03-02T11:30:00.123Z",
    });
    expect(await examCardsJsonByIds(app.db, [])).toBe("[]");
  });
});
