import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attemptOutcomes, examAnswers } from "../../server/db/schema";
import type { ExamCreateInput } from "../../shared/schemas/exams";
import type { AttemptEntry } from "../../shared/types/online";
import type { ExamWithQuestions } from "../../shared/types/exams";
import { applyExam, attemptHeader, buildApplicableExam, entered } from "../support/applications";
import { capitalsMatching } from "../support/questionSpecs";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const judged = (...parts: Array<[string, boolean]>) => parts.map(([text, correct]) => ({ text: `<p>${text}</p>`, correct }));

/** One question of each type with a spec, 2 points each but the Certo/Errado block (5), keys as in each comment. */
const QUESTIONS: ExamCreateInput["questions"] = [
  {
    // A and C right, partial: each right +1/2, each wrong −1/3.
    questionType: "multiple_response",
    questionText: "<p>Quais são números primos?</p>",
    points: 2,
    answerSpec: { parts: judged(["2", true], ["4", false], ["5", true], ["6", false], ["9", false]), scoring: "partial" },
  },
  {
    // V F F V, per statement.
    questionType: "true_false",
    questionText: "<p>Julgue as afirmações.</p>",
    points: 2,
    answerSpec: {
      parts: judged(
        ["A água ferve a 100 °C", true],
        ["O Sol gira em torno da Terra", false],
        ["5 > 7", false],
        ["2 + 2 = 4", true],
      ),
    },
  },
  {
    // C C E E C, "uma errada anula uma certa".
    questionType: "right_wrong",
    questionText: "<p>Julgue os itens a seguir.</p>",
    points: 5,
    answerSpec: {
      parts: judged(["Item um", true], ["Item dois", true], ["Item três", false], ["Item quatro", false], ["Item cinco", true]),
      penalty: true,
    },
  },
  {
    // 01 02 08 right: 11.
    questionType: "summation",
    questionText: '<p>Sobre <span data-math="x^2">x²</span>, é correto afirmar:</p>',
    points: 2,
    answerSpec: {
      parts: judged(["Proposição 01", true], ["Proposição 02", true], ["Proposição 04", false], ["Proposição 08", true]),
    },
  },
  {
    questionType: "numeric",
    questionText: "<p>Qual é a aceleração da gravidade?</p>",
    points: 2,
    answerSpec: { value: 9.81, tolerance: 0.05, unit: "m/s²" },
  },
  {
    questionType: "matching",
    questionText: "<p>Associe cada país à sua capital.</p>",
    points: 2,
    answerSpec: capitalsMatching((text) => `<p>${text}</p>`),
  },
  {
    questionType: "ordering",
    questionText: "<p>Ordene do menor para o maior.</p>",
    points: 2,
    answerSpec: { parts: ["1", "2", "3", "4"].map((text) => ({ text: `<p>${text}</p>` })) },
  },
  {
    questionType: "short_answer",
    questionText: "<p>Qual é a maior cidade do Brasil?</p>",
    points: 2,
    answerSpec: { accepted: ["São Paulo"] },
  },
];

type StudentQuestion = AttemptEntry["exam"]["questions"][number];
const ofType = (entry: AttemptEntry, type: string) => entry.exam.questions.find((question) => question.questionType === type)!;
/** The id of the part (or second-column answer) whose text holds `text`. */
const partId = (question: StudentQuestion, text: string, column: "parts" | "answers" = "parts") =>
  question.answerSpec![column].find((part) => part.text.includes(`>${text}<`))!.id;

const save = (token: string, answers: object[]) =>
  app.api().put("/api/attempt/answers").set(attemptHeader(token)).send({ answers });

async function appliedExam() {
  const setup = await buildApplicableExam(app, QUESTIONS);
  const application = await applyExam(app, setup, { showScore: true });
  const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
  return { setup, application, entry };
}

/** Ana's answers, each worked by hand in the comment (points earned). */
function anaAnswers(entry: AttemptEntry) {
  const q = (type: string) => ofType(entry, type);
  const marks = (question: StudentQuestion, values: Array<[string, boolean]>) => ({
    marks: Object.fromEntries(values.map(([text, mark]) => [partId(question, text), mark])),
  });
  const answers = [
    // A alone: 1/2 of 2 = 1.
    { question: q("multiple_response"), response: { selected: [partId(q("multiple_response"), "2")] } },
    // V V F V: 3 of 4 = 1,5.
    {
      question: q("true_false"),
      response: marks(q("true_false"), [
        ["A água ferve a 100 °C", true],
        ["O Sol gira em torno da Terra", true],
        ["5 &gt; 7", false],
        ["2 + 2 = 4", true],
      ]),
    },
    // 1 right, 3 wrong, 1 blank: (1 − 3)/5 < 0, floored: 0.
    {
      question: q("right_wrong"),
      response: marks(q("right_wrong"), [
        ["Item um", true],
        ["Item dois", false],
        ["Item três", true],
        ["Item quatro", true],
      ]),
    },
    // 15 = 11 + 04, a wrong proposition: 0.
    { question: q("summation"), response: { sum: 15 } },
    // 9,84 within 9,81 ± 0,05: 2.
    { question: q("numeric"), response: { value: 9.84 } },
    // Brasil and Argentina right, Chile wrong: 2/3 of 2 = 1,33.
    {
      question: q("matching"),
      response: {
        pairs: {
          [partId(q("matching"), "Brasil")]: partId(q("matching"), "Brasília", "answers"),
          [partId(q("matching"), "Argentina")]: partId(q("matching"), "Buenos Aires", "answers"),
          [partId(q("matching"), "Chile")]: partId(q("matching"), "Lima", "answers"),
        },
      },
    },
    // 1 2 4 3: two in place, 1.
    { question: q("ordering"), response: { order: ["1", "2", "4", "3"].map((text) => partId(q("ordering"), text)) } },
    // Without case and accents: 2.
    { question: q("short_answer"), textAnswer: "  sao PAULO " },
  ];
  return answers.map(({ question, ...answer }, index) => ({ questionId: question.id, revision: index + 1, ...answer }));
}

describe("every question type, online", () => {
  it("stores each type's spec with ids, shows students its parts and never its key, and scores Ana's answers as worked by hand", async () => {
    const { setup, application, entry } = await appliedExam();
    const page = (await app.api().get(`/api/exams/${setup.exam.id}`).set(setup.teacher.auth).expect(200))
      .body as ExamWithQuestions;
    const summation = page.questions.find((question) => question.questionType === "summation")!;
    expect(summation.answerSpec).toMatchObject({
      scoring: "partial",
      parts: [{ correct: true }, { correct: true }, { correct: false }, { correct: true }],
    });
    expect((summation.answerSpec as { parts: Array<{ id: string }> }).parts.every((part) => /^[\w-]+$/.test(part.id))).toBe(true);

    // The student's copy: texts and ids only.
    const delivered = JSON.stringify(entry.exam.questions);
    for (const secret of ['"correct"', '"match"', '"accepted"', '"tolerance"', "9.81", "São Paulo", '"scoring"', '"penalty"'])
      expect(delivered).not.toContain(secret);
    expect(ofType(entry, "numeric").answerSpec).toEqual({ parts: [], answers: [], unit: "m/s²" });
    expect(ofType(entry, "matching").answerSpec!.answers).toHaveLength(4);
    // An ordering is never shown in its right order.
    const shownOrder = ofType(entry, "ordering").answerSpec!.parts.map((part) => part.text);
    expect(shownOrder).not.toEqual(["<p>1</p>", "<p>2</p>", "<p>3</p>", "<p>4</p>"]);

    await save(entry.token, anaAnswers(entry)).expect(200);
    const resumed = (await app.api().get("/api/attempt").set(attemptHeader(entry.token)).expect(200)).body as AttemptEntry;
    expect(resumed.attempt.answers.find((answer) => answer.questionId === ofType(entry, "summation").id)?.response).toEqual({
      sum: 15,
    });

    const handedIn = await app
      .api()
      .post("/api/attempt/submit")
      .set(attemptHeader(entry.token))
      .send({ answers: [] })
      .expect(200);
    // 1 + 1,5 + 0 + 0 + 2 + 1,33 + 1 + 2, and the bank's choice (1 point) left blank.
    expect(handedIn.body.attempt.result).toMatchObject({ score: 8.83, maxScore: 20 });

    const outcomes = await app.db.select().from(attemptOutcomes).where(eq(attemptOutcomes.attemptId, entry.attempt.id));
    const outcomeOf = (type: string) => outcomes.find((row) => row.questionId === ofType(entry, type).id);
    expect(outcomeOf("multiple_response")).toMatchObject({ outcome: "partial", earned: 1 });
    expect(outcomeOf("right_wrong")).toMatchObject({ outcome: "wrong", earned: 0 });
    expect(outcomeOf("summation")).toMatchObject({ outcome: "wrong", earned: 0 });
    expect(outcomeOf("matching")).toMatchObject({ outcome: "partial", earned: 1.33 });
    expect(outcomeOf("short_answer")).toMatchObject({ outcome: "correct", earned: 2 });

    // The answer sheet: what was given and the key, in words.
    const sheet = await app
      .api()
      .get(`/api/applications/${application.id}/attempts/${entry.attempt.id}/sheet`)
      .set(setup.teacher.auth)
      .expect(200);
    const sheetItem = (type: string) => sheet.body.items.find((item: { questionType: string }) => item.questionType === type);
    expect(sheetItem("summation")).toMatchObject({
      keyText: "Soma: 11 (01 + 02 + 08)",
      responseText: "Soma: 15 (01 + 02 + 04 + 08)",
      outcome: "wrong",
    });
    expect(sheetItem("true_false")).toMatchObject({
      keyText: "V F F V",
      responseText: "V V F V",
      outcome: "partial",
      score: 1.5,
    });
    expect(sheetItem("right_wrong")).toMatchObject({ keyText: "C C E E C", responseText: "C E C C _" });
    expect(sheetItem("matching")).toMatchObject({ keyText: "1-C 2-A 3-B", responseText: "1-C 2-A 3-D" });

    // Item analysis: facility as mean points ÷ points, and the spread of the answers.
    const analysis = await app.api().get(`/api/applications/${application.id}/item-analysis`).set(setup.teacher.auth).expect(200);
    const analysed = (type: string) =>
      analysis.body.items.find((item: { questionId: string }) => item.questionId === ofType(entry, type).id);
    expect(analysed("true_false").facility).toBe(0.75);
    expect(analysed("summation").distribution).toEqual([{ label: "15", detail: "01 + 02 + 04 + 08", isKey: false, share: 1 }]);
    expect(analysed("multiple_response").distribution.map((line: { share: number }) => line.share)).toEqual([1, 0, 0, 0, 0]);
  });

  it("a new key re-scores, and an applied exam keeps each question's parts", async () => {
    const { setup, entry } = await appliedExam();
    await app
      .api()
      .post("/api/attempt/submit")
      .set(attemptHeader(entry.token))
      .send({ answers: anaAnswers(entry) })
      .expect(200);
    const page = (await app.api().get(`/api/exams/${setup.exam.id}`).set(setup.teacher.auth).expect(200))
      .body as ExamWithQuestions;
    const trueFalse = page.questions.find((question) => question.questionType === "true_false")!;
    const spec = trueFalse.answerSpec as { parts: Array<{ id: string; text: string; correct: boolean }> };
    // Statement 2 becomes true: Ana's V V F V is now all right (+0,5).
    const rekeyed = { ...spec, parts: spec.parts.map((part, index) => ({ ...part, correct: index !== 2 })) };
    const changed = await app
      .api()
      .put(`/api/questions/${trueFalse.id}`)
      .set(setup.teacher.auth)
      .send({ answerSpec: rekeyed })
      .expect(200);
    expect(changed.body.rescoredAttempts).toBe(1);
    const attempt = await app.api().get("/api/attempt").set(attemptHeader(entry.token)).expect(200);
    expect(attempt.body.attempt.result.score).toBe(9.33);

    const another = { ...spec, parts: [...spec.parts, { text: "<p>Nova afirmação</p>", correct: true }] };
    const refused = await app.api().put(`/api/questions/${trueFalse.id}`).set(setup.teacher.auth).send({ answerSpec: another });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("os seus itens não podem mais mudar");
  });

  it("refuses a save that does not fit its question, storing nothing of it", async () => {
    const { entry } = await appliedExam();
    const numeric = ofType(entry, "numeric");
    const summation = ofType(entry, "summation");
    const ordering = ofType(entry, "ordering");
    const matching = ofType(entry, "matching");
    const valid = { questionId: ofType(entry, "short_answer").id, textAnswer: "Rio", revision: 1 };
    const misfits: Array<[object, string]> = [
      [{ questionId: numeric.id, textAnswer: "dois e meio", revision: 2 }, "não corresponde ao tipo da questão"],
      [{ questionId: summation.id, response: { value: 3 }, revision: 2 }, "não corresponde ao tipo da questão"],
      // Four propositions make at most 15.
      [{ questionId: summation.id, response: { sum: 16 }, revision: 2 }, "não corresponde ao tipo da questão"],
      [
        { questionId: ordering.id, response: { order: ordering.answerSpec!.parts.slice(1).map((part) => part.id) }, revision: 2 },
        "não corresponde",
      ],
      [
        { questionId: matching.id, response: { pairs: { [matching.answerSpec!.parts[0].id]: "nao-existe" } }, revision: 2 },
        "não corresponde",
      ],
      [{ questionId: summation.id, response: { sum: 100 }, revision: 2 }, "A soma deve ser um número inteiro de 00 a 99."],
      [
        {
          questionId: ordering.id,
          response: { order: [ordering.answerSpec!.parts[0].id, ordering.answerSpec!.parts[0].id] },
          revision: 2,
        },
        "Um item aparece mais de uma vez na resposta.",
      ],
    ];
    for (const [misfit, message] of misfits) {
      const response = await save(entry.token, [valid, misfit]);
      expect(response.status, JSON.stringify(misfit)).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect(await app.db.select().from(examAnswers).where(eq(examAnswers.attemptId, entry.attempt.id))).toEqual([]);
  });

  it("a short answer the rule refused can be accepted for everyone who gave it, which re-scores", async () => {
    const { setup, entry } = await appliedExam();
    const answers = anaAnswers(entry).map((answer) => ("textAnswer" in answer ? { ...answer, textAnswer: "Sampa" } : answer));
    await app.api().post("/api/attempt/submit").set(attemptHeader(entry.token)).send({ answers }).expect(200);
    const short = ofType(entry, "short_answer");
    const accept = (questionId: string, answer: string) =>
      app
        .api()
        .post(`/api/exams/${setup.exam.id}/questions/${questionId}/accepted-answers`)
        .set(setup.teacher.auth)
        .send({ answer });
    const accepted = await accept(short.id, " Sampa ");
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ accepted: ["São Paulo", "Sampa"], rescoredAttempts: 1 });
    const attempt = await app.api().get("/api/attempt").set(attemptHeader(entry.token)).expect(200);
    expect(attempt.body.attempt.result.score).toBe(8.83);
    // Accepting it again changes nothing; other types and bank questions are refused.
    expect((await accept(short.id, "sampa")).body).toEqual({ accepted: ["São Paulo", "Sampa"], rescoredAttempts: 0 });
    expect((await accept(ofType(entry, "numeric").id, "9")).body.message).toBe(
      "Só as questões de resposta curta têm respostas aceitas.",
    );
    expect((await accept(ofType(entry, "multiple_choice").id, "B")).status).toBe(400);
  });

  it("names the rule a question breaks, on its field", async () => {
    const setup = await buildApplicableExam(app);
    const overNinetyNine = {
      questionType: "summation",
      questionText: "<p>Somatória</p>",
      answerSpec: {
        parts: judged(["a", false], ["b", false], ["c", true], ["d", false], ["e", false], ["f", true], ["g", true]),
      },
    };
    const response = await app.api().post(`/api/exams/${setup.exam.id}/questions`).set(setup.teacher.auth).send(overNinetyNine);
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      "answerSpec.parts": "A soma das proposições corretas deve ficar entre 01 e 99.",
    });
  });
});
