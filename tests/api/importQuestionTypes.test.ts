import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { QuestionType } from "../../shared/constants";
import { BANK_COLUMNS } from "../../shared/imports/columns";
import { examImportOf } from "../../shared/imports/examQuestions";
import { keyText } from "../../shared/questionTypes/keyText";
import { hasSpec, typedSpec } from "../../shared/questionTypes/spec";
import { buildExam, buildGradeLevel, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

/**
 * One row of each question type in the exam's and the bank's spreadsheets (CSV and .xlsx), read
 * back from the stored questions (docs/product.md#79-csv-import-into-an-exam, #94-importing-into-the-bank).
 */

const app = useTestApp();

beforeAll(async () => {
  await buildGradeLevel(app.db, "Ensino Fundamental II");
});

type Row = {
  text: string;
  type: string;
  options: string[];
  key: string | number;
  items: string;
  answers: string;
  rule: string;
};
type Expected = { questionType: QuestionType; key: string; spec: unknown };

/** Each type as a teacher writes it, with what must be stored: the spec with the matches as their answers' texts, ids aside. */
const ROWS: Array<{ row: Row; expected: Expected }> = [
  {
    row: {
      text: "Quais são números primos?",
      type: "múltipla resposta",
      options: ["2", "4", "5", "9"],
      key: "A, C",
      items: "",
      answers: "",
      rule: "",
    },
    expected: {
      questionType: "multiple_response",
      key: "A, C",
      spec: {
        parts: [
          { text: "2", correct: true },
          { text: "4", correct: false },
          { text: "5", correct: true },
          { text: "9", correct: false },
        ],
        scoring: "partial",
      },
    },
  },
  {
    row: {
      text: "Julgue as afirmações.",
      type: "V/F",
      options: [],
      key: "V F F V",
      items: "O Sol é uma estrela. | A Lua é um planeta.\nMarte é gasoso. | A Terra é o 3º planeta.",
      answers: "",
      rule: "tudo ou nada",
    },
    expected: {
      questionType: "true_false",
      key: "V F F V",
      spec: {
        parts: [
          { text: "O Sol é uma estrela.", correct: true },
          { text: "A Lua é um planeta.", correct: false },
          { text: "Marte é gasoso.", correct: false },
          { text: "A Terra é o 3º planeta.", correct: true },
        ],
        scoring: "all_or_nothing",
      },
    },
  },
  {
    row: {
      text: "Julgue os itens.",
      type: "Certo ou Errado",
      options: [],
      key: "CCEEC",
      items: "I1 | I2 | I3 | I4 | I5",
      answers: "",
      rule: "anula",
    },
    expected: {
      questionType: "right_wrong",
      key: "C C E E C",
      spec: {
        parts: [
          { text: "I1", correct: true },
          { text: "I2", correct: true },
          { text: "I3", correct: false },
          { text: "I4", correct: false },
          { text: "I5", correct: true },
        ],
        penalty: true,
      },
    },
  },
  {
    row: {
      text: "Assinale as corretas.",
      type: "somatória",
      options: ["P1", "P2", "P3", "P4"],
      key: 11,
      items: "",
      answers: "",
      rule: "",
    },
    expected: {
      questionType: "summation",
      key: "Soma: 11 (01 + 02 + 08)",
      spec: {
        parts: [
          { text: "P1", correct: true },
          { text: "P2", correct: true },
          { text: "P3", correct: false },
          { text: "P4", correct: true },
        ],
        scoring: "partial",
      },
    },
  },
  {
    row: {
      text: "Qual é a aceleração da gravidade?",
      type: "numérica",
      options: [],
      key: "9,81 ± 0,05 m/s²",
      items: "",
      answers: "",
      rule: "",
    },
    expected: { questionType: "numeric", key: "9,81 m/s² (± 0,05)", spec: { value: 9.81, tolerance: 0.05, unit: "m/s²" } },
  },
  {
    row: {
      text: "Relacione os países às capitais.",
      type: "associação de colunas",
      options: ["Brasil", "Argentina", "Chile"],
      key: "1-C 2-A 3-B",
      items: "",
      answers: "Buenos Aires | Santiago | Brasília",
      rule: "",
    },
    expected: {
      questionType: "matching",
      key: "1-C 2-A 3-B",
      spec: {
        parts: [
          { text: "Brasil", match: "Brasília" },
          { text: "Argentina", match: "Buenos Aires" },
          { text: "Chile", match: "Santiago" },
        ],
        answers: [{ text: "Buenos Aires" }, { text: "Santiago" }, { text: "Brasília" }],
        scoring: "partial",
      },
    },
  },
  {
    row: {
      text: "Ordene os eventos.",
      type: "ordenação",
      options: [],
      key: "",
      items: "Big Bang | Formação da Terra | Dinossauros",
      answers: "",
      rule: "",
    },
    expected: {
      questionType: "ordering",
      key: "1 → 2 → 3",
      spec: { parts: [{ text: "Big Bang" }, { text: "Formação da Terra" }, { text: "Dinossauros" }], scoring: "partial" },
    },
  },
  {
    row: {
      text: "Qual é a capital do estado de São Paulo?",
      type: "resposta curta",
      options: [],
      key: "São Paulo | SP",
      items: "",
      answers: "",
      rule: "exata",
    },
    expected: { questionType: "short_answer", key: "São Paulo | SP", spec: { accepted: ["São Paulo", "SP"], exact: true } },
  },
];

type StoredSpec = {
  parts?: Array<{ id: string; match?: string; [field: string]: unknown }>;
  answers?: Array<{ id: string; text: string }>;
  [field: string]: unknown;
};

/** A stored spec as the expectations write it: every part with an id, the ids left out and each match as its answer's text. */
function comparable(spec: StoredSpec): unknown {
  const { parts, answers, ...rest } = spec;
  expect([...(parts ?? []), ...(answers ?? [])].every((part) => typeof part.id === "string" && part.id.length > 0)).toBe(true);
  const answerText = (id: string | undefined) => answers?.find((answer) => answer.id === id)?.text;
  return {
    ...rest,
    ...(parts && {
      parts: parts.map(({ id: _id, match, ...part }) => (match === undefined ? part : { ...part, match: answerText(match) })),
    }),
    ...(answers && { answers: answers.map(({ id: _id, ...answer }) => answer) }),
  };
}

function expectStored(questions: Array<{ questionType: QuestionType; answerSpec: StoredSpec }>) {
  expect(questions.map((question) => question.questionType)).toEqual(ROWS.map(({ expected }) => expected.questionType));
  questions.forEach((question, index) => {
    const { expected } = ROWS[index];
    expect(comparable(question.answerSpec), expected.questionType).toEqual(expected.spec);
    if (!hasSpec(question.questionType)) throw new Error(`${question.questionType} sem gabarito`);
    expect(keyText(typedSpec(question.questionType, question.answerSpec))).toBe(expected.key);
  });
}

// ----- The exam's 'Importar Questões' file -----

const EXAM_HEADER = [
  "Pergunta",
  "Tipo",
  "Pontos",
  "Descritor",
  "Opção A",
  "Opção B",
  "Opção C",
  "Opção D",
  "Resposta Correta",
  "Itens",
  "Respostas",
  "Regra",
];
const examCells = (row: Row) => {
  const options = [...row.options, "", "", "", ""].slice(0, 4);
  return [row.text, row.type, "2", "", ...options, row.key, row.items, row.answers, row.rule];
};

/** A `;` file as Brazilian Excel saves it, every cell quoted so the line breaks in 'Itens' stay in their cell. */
const csvOf = (header: string[], rows: Array<Array<string | number>>) =>
  Buffer.from(
    [header, ...rows].map((cells) => cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(";")).join("\r\n"),
  );

async function xlsxOf(header: string[], rows: Array<Array<string | number>>) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Questões");
  sheet.addRow(header);
  // A number typed in a cell (the sum 11) is stored as a number, as Excel does.
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importIntoExam(file: { bytes: Buffer; name: string }) {
  const teacher = await signedIn(app);
  const exam = await buildExam(app.db, teacher.user);
  const read = await app.api().post("/api/imports/exam-questions").set(teacher.auth).attach("file", file.bytes, file.name);
  expect(read.status).toBe(200);
  const { questions, errors } = examImportOf(read.body.drafts);
  const added = questions.length
    ? await app.api().post(`/api/exams/${exam.id}/questions/batch`).set(teacher.auth).send({ questions })
    : null;
  const page = await app.api().get(`/api/exams/${exam.id}`).set(teacher.auth);
  // The factory's exam already holds a question; the imported ones come after it.
  return { errors, added, questions: page.body.questions.slice(exam.questions.length) };
}

describe("exam import of every question type", () => {
  it("reads a CSV with one row of each type and stores each spec and key", async () => {
    const bytes = csvOf(
      EXAM_HEADER,
      ROWS.map(({ row }) => examCells(row)),
    );
    const { errors, added, questions } = await importIntoExam({ bytes, name: "questoes.csv" });
    expect(errors).toEqual([]);
    expect(added?.status).toBe(201);
    expectStored(questions);
  });

  it("reads the same rows from an .xlsx", async () => {
    const bytes = await xlsxOf(
      EXAM_HEADER,
      ROWS.map(({ row }) => examCells(row)),
    );
    const { errors, questions } = await importIntoExam({ bytes, name: "questoes.xlsx" });
    expect(errors).toEqual([]);
    expectStored(questions);
  });

  it("names each bad row with its line and adds none of them", async () => {
    const good = ROWS[0].row;
    const rows = [
      examCells(good),
      examCells({ ...good, type: "V/F", options: ["a", "b", "c"], key: "V F" }),
      examCells({ ...good, type: "somatória", key: "03 + 05" }),
      examCells({ ...good, type: "certo ou errado", items: "", options: [], key: "C" }),
      examCells({ ...good, type: "numérica", key: "9,81", rule: "tudo ou nada" }),
    ];
    const { errors, questions } = await importIntoExam({ bytes: csvOf(EXAM_HEADER, rows), name: "questoes.csv" });
    expect(errors).toEqual([
      {
        row: 3,
        message:
          'Linha 3: resposta correta "V F" tem 2 marca(s) para 3 afirmações: escreva V ou F para cada afirmação, na ordem (ex.: V F F V).',
      },
      {
        row: 4,
        message:
          'Linha 4: resposta correta "03 + 05" inválida: escreva a soma das proposições corretas (ex.: 11 ou 01 + 02 + 08).',
      },
      { row: 5, message: "Linha 5: Um bloco de certo ou errado tem de 1 a 30 itens." },
      { row: 6, message: 'Linha 6: regra "tudo ou nada" não reconhecida: a resposta numérica não tem regra: deixe em branco.' },
    ]);
    expect(questions.map((question: { questionType: string }) => question.questionType)).toEqual(["multiple_response"]);
  });
});

// ----- The bank's spreadsheet -----

const BANK_HEADER = [...BANK_COLUMNS];
const bankCells = (row: Row, index: number) => {
  const options = [...row.options, "", "", "", "", ""].slice(0, 5);
  return [
    `Q${index + 1}`,
    row.text,
    "Ciências",
    "7º ano",
    "médio",
    row.type,
    ...options,
    row.key,
    row.items,
    row.answers,
    row.rule,
  ];
};

async function importIntoBank(file: { bytes: Buffer; name: string }) {
  const teacher = await signedIn(app);
  const response = await app.api().post("/api/question-bank/bulk-import").set(teacher.auth).attach("file", file.bytes, file.name);
  expect(response.status).toBe(200);
  const list = await app.api().get("/api/question-bank?pageSize=100").set(teacher.auth);
  const mine = list.body.filter((item: { creatorId: string }) => item.creatorId === teacher.user.id);
  // Each item read back one by one, in the file's order (the titles number the rows).
  const items = await Promise.all(
    mine.map(async (item: { id: string }) => (await app.api().get(`/api/question-bank/${item.id}`).set(teacher.auth)).body),
  );
  items.sort((a, b) => Number(a.title.slice(1)) - Number(b.title.slice(1)));
  return { outcome: response.body, items };
}

describe("bank import of every question type", () => {
  it("reads a CSV with one row of each type and stores each spec and key", async () => {
    const { outcome, items } = await importIntoBank({
      bytes: csvOf(
        BANK_HEADER,
        ROWS.map(({ row }, index) => bankCells(row, index)),
      ),
      name: "q.csv",
    });
    expect(outcome).toEqual({ imported: ROWS.length, errors: [] });
    expectStored(items);
    expect(
      items.every(
        (item: { options: unknown[]; correctAnswer: unknown }) => item.options.length === 0 && item.correctAnswer === null,
      ),
    ).toBe(true);
  });

  it("reads the same rows from an .xlsx", async () => {
    const bytes = await xlsxOf(
      BANK_HEADER,
      ROWS.map(({ row }, index) => bankCells(row, index)),
    );
    const { outcome, items } = await importIntoBank({ bytes, name: "q.xlsx" });
    expect(outcome).toEqual({ imported: ROWS.length, errors: [] });
    expectStored(items);
  });

  it("keeps the good rows, names each bad one and stores nothing of it", async () => {
    const good = ROWS[5].row;
    const rows = [
      bankCells(good, 0),
      bankCells({ ...good, answers: "Só uma" }, 1),
      bankCells({ ...good, key: "1-C 2-A 3-D" }, 2),
      bankCells({ ...good, type: "resposta curta", key: "" }, 3),
      bankCells({ ...good, type: "ordenação", options: ["A", "", "C"] }, 4),
    ];
    const { outcome, items } = await importIntoBank({ bytes: csvOf(BANK_HEADER, rows), name: "q.csv" });
    expect(outcome).toEqual({
      imported: 1,
      errors: [
        "Linha 3: A segunda coluna tem de 2 a 12 respostas.",
        'Linha 4: resposta correta "1-C 2-A 3-D": a questão não tem a resposta D.',
        'Linha 5: resposta correta vazia: escreva as respostas aceitas separadas por "|" (ex.: São Paulo | SP).',
        "Linha 6: a alternativa B está vazia: preencha os itens em ordem, sem pular colunas.",
      ],
    });
    expect(items.map((item: { title: string }) => item.title)).toEqual(["Q1"]);
  });
});
