import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EXAM_CARD_JSON_FIELDS, EXAM_HEADER_JSON_FIELDS, findExamPageJson, findExamSummary } from "../../server/db/queries/exams";
import { presentExam } from "../../server/presenters/exams";
import { examWithQuestions } from "../../server/services/exams/exams";
import { linkQuestion } from "../../server/services/exams/questionLinks";
import { examWithQuestionsResponse } from "../../shared/responses/exams";
import { buildBankItem, buildClass, buildExam, buildGradeLevel, buildSchool, buildUser } from "../support/factories";
import { useTestApp } from "../support/testApp";

/**
 * The exam page's answer is written as JSON by the database (findExamPageJson), not by a
 * presenter: these hold that SQL to the ExamWithQuestions schema and to what the exam's presenter
 * and its questions' reading give for the same exam.
 */

const app = useTestApp();

describe("the exam page written by the database", () => {
  it("names exactly the fields of the ExamWithQuestions schema", () => {
    const written = [...Object.keys(EXAM_CARD_JSON_FIELDS), ...Object.keys(EXAM_HEADER_JSON_FIELDS), "questions"];
    expect(written.sort()).toEqual([...examWithQuestionsResponse.keyof().options].sort());
  });

  it("is accepted by the strict schema and reads as the presenter writes the exam, with its questions in order", async () => {
    const { user } = await buildUser(app.db, { role: "admin" });
    const school = await buildSchool(app.db);
    const level = await buildGradeLevel(app.db);
    const schoolClass = await buildClass(app.db, { schoolId: school.id, gradeLevelId: level.id });
    const exam = await buildExam(app.db, user, {
      schoolId: school.id,
      gradeLevelId: level.id,
      classId: schoolClass.id,
      schoolName: "Escola do cabeçalho",
      schoolLogo: `/objects/${randomUUID()}`,
      applicationStart: "2026-03-02T11:30:00.123Z",
      applicationEnd: "2026-03-02T13:00:00Z",
      showLogo: false,
      showScoreBoxes: false,
      teacherName: "Profa. Márcia",
      instructions: "Leia com atenção.\nUse caneta azul ou preta.",
      essayLines: 12,
      printDate: "2026-03-02",
      maxGrade: 100,
      gradeRounding: "0.5",
      questions: [
        {
          questionType: "multiple_choice",
          questionText: '<p>Quanto vale "x" em <span data-latex="x^2 = 4">x²</span>?</p>',
          points: 1.5,
          options: [
            { optionLetter: "A", optionText: "2", isCorrect: true },
            { optionLetter: "B", optionText: "3" },
          ],
        },
        { questionType: "essay", questionText: "<p>Explique.</p>" },
      ],
    });
    const item = await buildBankItem(app.db, user, { gradeLevelId: level.id });
    await linkQuestion(app.db, {}, { id: user.id, schoolIds: "all" }, exam.id, {
      questionId: item.id,
      questionOrder: 3,
      points: 2,
    });

    const page = await findExamPageJson(app.db, {}, exam.id);
    const written = examWithQuestionsResponse.safeParse(JSON.parse(page!.json));
    if (!written.success) throw new Error(z.prettifyError(written.error));
    const { questions } = await examWithQuestions(app.db, {}, exam.id);
    expect(written.data).toEqual({ ...presentExam((await findExamSummary(app.db, {}, exam.id))!), questions });
    expect(written.data).toMatchObject({ className: schoolClass.name, maxGrade: 100, printDate: "2026-03-02", essayLines: 12 });
    expect(written.data.questions.map((question) => question.source)).toEqual(["exam", "exam", "bank"]);
    expect(await findExamPageJson(app.db, {}, randomUUID())).toBeUndefined();
  });
});
