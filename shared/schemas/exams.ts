import { z } from "zod";
import { DIFFICULTY_LEVELS, QUESTION_TYPES, EXAM_STATUSES, OPTION_LETTERS, PRINT_SIZES } from "../constants";
import { parseDecimal } from "../numbers";
import { DEFAULT_GRADE_SCALE, GRADE_ROUNDINGS } from "../grades";
import { optionalDateTimeField, optionalDayField } from "./fields";
import { textOf } from "../richText";
import { answerSpecField } from "../questionTypes/spec";
import { INTERCHANGE_EXPORT_FORMATS, INTERCHANGE_IMPORT_FORMATS } from "../interchange/formats";

/** Exam, question and option bodies (docs/product.md#72-exams-questions-and-options). */

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo de ${max} caracteres`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A stored image: `/objects/<id>` (the uploads flow) or nothing. */
export const imagePath = z
  .union([
    z.literal(""),
    z.null(),
    z.string().regex(/^\/objects\/[0-9a-f-]{36}$/i, "Imagem inválida: envie a imagem pelo formulário."),
  ])
  .optional()
  .transform((value) => (value ? value : null));

const optionalReference = z
  .union([z.literal(""), z.null(), z.uuid({ error: "Identificador inválido" })])
  .optional()
  .transform((value) => (value ? value : null));

export const POINTS_MESSAGE = "A pontuação deve ser um número a partir de 0, em passos de 0,5";
/** `2,5` typed in a form or sent as text reads as 2.5, like the number 2.5. */
export const points = z.preprocess(
  (value) => (typeof value === "string" ? (parseDecimal(value) ?? value) : value),
  z.coerce
    .number({ error: POINTS_MESSAGE })
    .min(0, POINTS_MESSAGE)
    .max(1000, POINTS_MESSAGE)
    .refine((value) => Number.isInteger(value * 2), POINTS_MESSAGE),
);

export const optionSchema = z.object({
  optionText: z.string({ error: "Texto da alternativa é obrigatório" }).max(20_000, "Alternativa muito longa"),
  optionLetter: z.enum(OPTION_LETTERS, { error: "A letra da alternativa deve ser de A a E" }),
  isCorrect: z.boolean().default(false),
  isDistractor: z.boolean().default(false),
});
export type OptionInput = z.input<typeof optionSchema>;

const ONE_CORRECT = "Marque apenas uma alternativa correta.";

/** Options with blank text are dropped (docs/product.md#72-exams-questions-and-options); letters stay unique and one at most is correct. */
export const optionListSchema = z
  .array(optionSchema)
  .max(5, "No máximo 5 alternativas (A a E)")
  .transform((options) => options.filter((option) => textOf(option.optionText).length > 0))
  .refine((options) => options.filter((option) => option.isCorrect).length <= 1, ONE_CORRECT)
  .refine(
    (options) => new Set(options.map((option) => option.optionLetter)).size === options.length,
    "Letras de alternativas repetidas",
  );

/** An essay's expected answer (rich text) for whoever grades it; blank is none. */
export const expectedAnswer = z
  .string()
  .max(20_000, "Resposta esperada muito longa")
  .nullish()
  .transform((html) => (html && textOf(html).length > 0 ? html : null));

const questionFields = {
  questionType: z.enum(QUESTION_TYPES, { error: "Tipo de questão inválido" }),
  questionText: z
    .string({ error: "Texto da questão é obrigatório" })
    .max(100_000, "Texto da questão muito longo")
    .refine((html) => textOf(html).length > 0, "Texto da questão é obrigatório"),
  questionOrder: z.coerce.number().int().min(1),
  points,
  descriptor: z
    .string()
    .trim()
    .max(200, "Máximo de 200 caracteres")
    .nullish()
    .transform((value) => value ?? ""),
  descriptorSaeb: optionalText(200),
  descriptorPaeb: optionalText(200),
  bnccSkill: optionalText(200),
  imageUrl: imagePath,
  expectedAnswer,
  options: optionListSchema,
  /** The parts and key of the types beyond multiple choice and essay (shared/questionTypes/spec.ts). */
  answerSpec: z.unknown().optional(),
};

/** A new question, with the defaults of docs/product.md#72-exams-questions-and-options. */
export const questionSchema = z
  .object({
    ...questionFields,
    questionType: questionFields.questionType.default("essay"),
    questionOrder: questionFields.questionOrder.default(1),
    points: questionFields.points.default(1),
    options: questionFields.options.default([]),
  })
  .transform(answerSpecField);
export type QuestionInput = z.input<typeof questionSchema>;
export type QuestionValues = z.output<typeof questionSchema>;

/**
 * `PUT /api/questions/{id}`: only what is sent changes; options, when sent, replace the old ones.
 * The spec is checked against the type the question will have (the service knows the stored one).
 */
export const questionUpdateSchema = z.object(questionFields).partial();
export type QuestionUpdateValues = z.output<typeof questionUpdateSchema>;

/** `POST /api/exams/{id}/questions` may repeat the exam id in the body (docs/architecture.md#4-http-api). */
export const questionCreateSchema = questionSchema.in.extend({ examId: z.string().optional() }).transform(answerSpecField);

export const optionCreateSchema = optionSchema.extend({
  questionId: z.uuid({ error: "Questão inválida" }),
  optionText: z
    .string({ error: "Texto da alternativa é obrigatório" })
    .refine((html) => textOf(html).length > 0, "Texto da alternativa é obrigatório"),
});

/** What the printed header shows: the same switches in an exam's body and in its answer. */
export const examHeaderSwitches = {
  showLogo: z.boolean(),
  showSchoolName: z.boolean(),
  showStudentName: z.boolean(),
  showGrade: z.boolean(),
  showClass: z.boolean(),
  showExamCode: z.boolean(),
  showDate: z.boolean(),
  showTeacher: z.boolean(),
  showScoreBoxes: z.boolean(),
  showInstructions: z.boolean(),
};

export const ESSAY_LINES_MESSAGE = "Informe de 1 a 40 linhas, ou deixe em branco para calcular pela pontuação";

/** What only the printed exam reads (docs/product.md#23-paper-exams). */
const examPrintFields = {
  teacherName: optionalText(200),
  instructions: optionalText(2000),
  essayLines: z
    .union([z.literal(""), z.null(), z.coerce.number({ error: ESSAY_LINES_MESSAGE })])
    .optional()
    .transform((value) => (value === "" || value === undefined ? null : value))
    .pipe(
      z
        .number({ error: ESSAY_LINES_MESSAGE })
        .int(ESSAY_LINES_MESSAGE)
        .min(1, ESSAY_LINES_MESSAGE)
        .max(40, ESSAY_LINES_MESSAGE)
        .nullable(),
    ),
  printDate: optionalDayField,
};

const examFields = {
  title: required("Título é obrigatório"),
  subject: required("Matéria é obrigatória", 80),
  description: optionalText(5000),
  gradeLevelId: z
    .string({ error: "Série é obrigatória" })
    .trim()
    .min(1, "Série é obrigatória")
    .pipe(z.uuid({ error: "Série é obrigatória" })),
  schoolId: z
    .string({ error: "Escola é obrigatória" })
    .trim()
    .min(1, "Escola é obrigatória")
    .pipe(z.uuid({ error: "Escola é obrigatória" })),
  classId: optionalReference,
  difficultyLevel: z.enum(DIFFICULTY_LEVELS, { error: "Dificuldade inválida" }),
  isOnline: z.boolean(),
  isPrintable: z.boolean(),
  /** Colleagues of the exam's school may read and duplicate it. */
  sharedWithSchool: z.boolean(),
  applicationStart: optionalDateTimeField,
  applicationEnd: optionalDateTimeField,
  schoolLogo: imagePath,
  schoolName: optionalText(200),
  studentName: optionalText(200),
  studentGrade: optionalText(80),
  studentClass: optionalText(80),
  ...examHeaderSwitches,
  ...examPrintFields,
  maxGrade: z.union([z.literal(10), z.literal(100)], { error: "A nota máxima deve ser 10 ou 100" }),
  gradeRounding: z.enum(GRADE_ROUNDINGS, { error: "Arredondamento inválido: uma casa decimal, meio ponto ou inteiro" }),
};

/** Defaults of docs/product.md#72-exams-questions-and-options, applied on creation only: an edit that omits a field keeps its value. */
const examDefaults = {
  difficultyLevel: examFields.difficultyLevel.default("medium"),
  isOnline: examFields.isOnline.default(true),
  isPrintable: examFields.isPrintable.default(false),
  sharedWithSchool: examFields.sharedWithSchool.default(false),
  maxGrade: examFields.maxGrade.default(DEFAULT_GRADE_SCALE.maxGrade),
  gradeRounding: examFields.gradeRounding.default(DEFAULT_GRADE_SCALE.rounding),
  showLogo: examFields.showLogo.default(true),
  showSchoolName: examFields.showSchoolName.default(true),
  showStudentName: examFields.showStudentName.default(true),
  showGrade: examFields.showGrade.default(true),
  showClass: examFields.showClass.default(true),
  showExamCode: examFields.showExamCode.default(true),
  showDate: examFields.showDate.default(true),
  showTeacher: examFields.showTeacher.default(true),
  showScoreBoxes: examFields.showScoreBoxes.default(true),
  showInstructions: examFields.showInstructions.default(true),
};

const windowInOrder = (exam: { applicationStart?: Date | null; applicationEnd?: Date | null }) =>
  !exam.applicationStart || !exam.applicationEnd || exam.applicationEnd >= exam.applicationStart;
const WINDOW_MESSAGE = { message: "O fim da aplicação deve ser depois do início", path: ["applicationEnd"] };

/** Creating an exam sends its questions along, and needs at least one. */
export const examCreateSchema = z
  .object({
    ...examFields,
    ...examDefaults,
    questions: z
      .array(questionSchema, { error: "Adicione pelo menos uma questão." })
      .min(1, "Adicione pelo menos uma questão.")
      .max(200),
  })
  .refine(windowInOrder, WINDOW_MESSAGE);
export type ExamCreateInput = z.input<typeof examCreateSchema>;
export type ExamCreateValues = z.output<typeof examCreateSchema>;

/** Editing an exam changes its fields only; questions have their own calls (docs/product.md#75-editing-an-exam). */
export const examUpdateSchema = z.object(examFields).partial().refine(windowInOrder, WINDOW_MESSAGE);
export type ExamUpdateValues = z.output<typeof examUpdateSchema>;
export type ExamUpdateInput = z.input<typeof examUpdateSchema>;

export const EXAM_STATUS_FILTERS = ["all", ...EXAM_STATUSES, "finished"] as const;

export const examListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z
    .enum(EXAM_STATUS_FILTERS, { error: "Status inválido" })
    .optional()
    .transform((status) => (status === "finished" ? "completed" : status === "all" ? undefined : status)),
  creatorId: z.uuid({ error: "Filtro inválido" }).optional(),
  classId: z.uuid({ error: "Filtro inválido" }).optional(),
  schoolId: z.uuid({ error: "Filtro inválido" }).optional(),
  /** "Provas da escola": colleagues' exams shared with the caller's schools, instead of the caller's own. */
  view: z.enum(["mine", "school"], { error: "Filtro inválido" }).default("mine"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ExamListQuery = z.output<typeof examListQuerySchema>;

/** `POST /api/exams/{id}/duplicate`: the copy's title (docs/product.md#77-publishing-duplicating-and-deleting). */
export const examDuplicateSchema = z.object({ title: required("Título é obrigatório") });

/** The most questions one import adds to an exam. */
export const MAX_QUESTIONS_PER_BATCH = 500;

/** `POST /api/exams/{id}/questions/batch`: several questions added together (the CSV import). */
export const questionBatchSchema = z.object({
  questions: z
    .array(questionSchema, { error: "Nenhuma questão válida encontrada. Verifique o formato do arquivo." })
    .min(1, "Nenhuma questão válida encontrada. Verifique o formato do arquivo.")
    .max(MAX_QUESTIONS_PER_BATCH, `No máximo ${MAX_QUESTIONS_PER_BATCH} questões por vez`),
});

/** `GET /api/exams/{id}/export/pdf`: the names to print, one or two columns, and `format=pdf` for a file. */
const columnsQuery = z
  .enum(["1", "2"], { error: "Use 1 ou 2 colunas" })
  .default("1")
  .transform((columns): 1 | 2 => (columns === "2" ? 2 : 1));

/** How a copy is printed: columns, print size (ampliada 18 pt, superampliada 24 pt) and high contrast. */
export const printLookQuery = {
  columns: columnsQuery,
  size: z.enum(PRINT_SIZES, { error: "Tamanho inválido: use normal, large ou extra_large" }).default("normal"),
  contrast: z
    .enum(["0", "1", "false", "true"], { error: "Use contrast=1 para alto contraste" })
    .default("0")
    .transform((value) => value === "1" || value === "true"),
};

export const printQuerySchema = z.object({
  format: z.enum(["html", "pdf"], { error: "Formato inválido: use html ou pdf" }).default("html"),
  studentName: z.string().trim().max(200).optional(),
  className: z.string().trim().max(80).optional(),
  ...printLookQuery,
});

/** `POST /api/exams/{id}/export/class-pdf`: one personalised copy per student. */
export const classPrintSchema = z.object({
  names: z
    .array(z.string().trim().min(1).max(200), { error: "Informe os nomes dos alunos" })
    .min(1, "Informe pelo menos um nome")
    .max(200, "No máximo 200 cópias por vez"),
  className: z.string().trim().max(80).optional(),
  columns: z.union([z.literal(1), z.literal(2)]).default(1),
});

/**
 * The form field sent with a question file into an exam (the preview and `POST /api/exams/{id}/questions/import`):
 * the interchange format, where the bytes do not show it (an Aiken or GIFT list saved as .txt).
 */
export const interchangeImportFieldsSchema = z.object({
  type: z.enum(INTERCHANGE_IMPORT_FORMATS, { error: "Formato inválido: use moodle-xml, gift, aiken ou qti." }).optional(),
});

/** `GET /api/exams/{id}/export/{format}` for the question interchange formats. */
export const interchangeExportParams = z.object({
  id: z.uuid({ error: "Identificador inválido" }),
  format: z.enum(INTERCHANGE_EXPORT_FORMATS, { error: "Formato inválido: use moodle-xml, gift, aiken, qti ou qti21." }),
});
