import { findApplication } from "../../server/db/queries/applications";
import { countSheet } from "../../server/services/scans/countSheet";
import { applicationSheets } from "../../server/services/scans/sheetLayout";
import type { ExamCreateInput } from "../../shared/schemas/exams";
import { buildClass, buildExam, signedIn } from "./factories";
import { studentAnswers } from "./results";
import type { TestApp } from "./testApp";

type Question = NonNullable<ExamCreateInput["questions"]>[number];

const choice = (text: string, points: number, codes: Partial<Question> = {}): Question => ({
  questionType: "multiple_choice",
  questionText: `<p>${text}</p>`,
  points,
  options: [
    { optionLetter: "A", optionText: `${text} certa`, isCorrect: true },
    { optionLetter: "B", optionText: `${text} errada`, isCorrect: false },
  ],
  ...codes,
});
const essay = (text: string, points: number, codes: Partial<Question> = {}): Question => ({
  questionType: "essay",
  questionText: `<p>${text}</p>`,
  points,
  ...codes,
});

/**
 * A class of a school with Ana and Bruno, and two Matemática exams of its professor: the first
 * applied online (out of 10, to half a point), the second on paper (out of 100, to a whole).
 */
async function twoExamsOfAClass(app: TestApp) {
  const teacher = await signedIn(app, "professor");
  const online = await buildExam(app.db, teacher.user, {
    maxGrade: 10,
    gradeRounding: "0.5",
    questions: [
      choice("Frações", 2, { descriptorSaeb: "D1", bnccSkill: "EF07MA01" }),
      choice("Equações", 2, { descriptorSaeb: "D2" }),
      essay("Justifique", 1, { descriptor: "Argumentação" }),
      choice("Anulada", 1, { descriptorSaeb: "D1" }),
    ],
  });
  const paper = await buildExam(app.db, teacher.user, {
    schoolId: online.schoolId,
    gradeLevelId: online.gradeLevelId,
    maxGrade: 100,
    gradeRounding: "1",
    questions: [
      choice("Razões", 3, { descriptorSaeb: "D1" }),
      choice("Incógnitas", 1, { descriptorSaeb: "D2" }),
      essay("Demonstre", 2),
    ],
  });
  for (const exam of [online, paper]) await app.api().post(`/api/exams/${exam.id}/publish`).set(teacher.auth).expect(200);
  const schoolClass = await buildClass(app.db, { schoolId: online.schoolId, gradeLevelId: online.gradeLevelId });
  const coordinator = await signedIn(app, "coordenador", { schoolIds: [online.schoolId] });
  const [ana, bruno] = await Promise.all(
    ["Ana Lima", "Bruno Costa"].map(
      async (name) =>
        (await app.api().post(`/api/classes/${schoolClass.id}/students`).set(coordinator.auth).send({ name }).expect(201))
          .body as { id: string; name: string; accessCode: string },
    ),
  );
  const apply = async (examId: string, values: object) =>
    (
      await app
        .api()
        .post(`/api/exams/${examId}/applications`)
        .set(teacher.auth)
        .send({ classIds: [schoolClass.id], ...values })
        .expect(201)
    ).body as { id: string };
  return { teacher, coordinator, schoolClass, online, paper, ana, bruno, apply };
}

/**
 * Ana's term: online she gets Frações right and Equações wrong, writes an essay graded 0,5 of 1,
 * and 'Anulada' is annulled afterwards; on paper she marks Razões right and Incógnitas wrong, and
 * her essay waits for the teacher. Bruno only sits the online exam.
 */
export async function anasTerm(app: TestApp) {
  const setup = await twoExamsOfAClass(app);
  const { online, paper, ana, bruno, teacher } = setup;
  const onlineApplication = await setup.apply(online.id, { durationMinutes: 30 });
  const anaEntry = await studentAnswers(app, online.examCode, { accessCode: ana.accessCode }, [
    { question: "Frações", option: "Frações certa" },
    { question: "Equações", option: "Equações errada" },
    { question: "Justifique", text: "Porque sim." },
    { question: "Anulada", option: "Anulada errada" },
  ]);
  await studentAnswers(app, online.examCode, { accessCode: bruno.accessCode }, [
    { question: "Frações", option: "Frações errada" },
    { question: "Equações", option: "Equações certa" },
  ]);
  const questionOf = (text: string) => anaEntry.exam.questions.find((question) => question.questionText.includes(text))!.id;
  await app
    .api()
    .put(`/api/applications/${onlineApplication.id}/attempts/${anaEntry.attempt.id}/answers/${questionOf("Justifique")}/grade`)
    .set(teacher.auth)
    .send({ score: 0.5 })
    .expect(200);
  await app
    .api()
    .post(`/api/exams/${online.id}/questions/${questionOf("Anulada")}/annul`)
    .set(teacher.auth)
    .expect(200);

  const paperApplication = await setup.apply(paper.id, { mode: "paper", versions: 1 });
  const sheets = await applicationSheets(app.db, (await findApplication(app.db, paperApplication.id))!);
  const read = (questionNumber: number, letter: string) => ({
    questionNumber,
    read: letter,
    state: "one" as const,
    confidence: 1,
  });
  await countSheet(
    app.db,
    sheets,
    { studentId: ana.id, version: 0, answers: [read(1, "A"), read(2, "B")] },
    { name: ana.name, classId: setup.schoolClass.id },
  );
  return { ...setup, onlineApplication, paperApplication };
}
