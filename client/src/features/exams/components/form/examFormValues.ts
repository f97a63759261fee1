import { OPTION_LETTERS, type DifficultyLevel, type QuestionType, type OptionLetter } from "@shared/constants";
import { textOf } from "@shared/richText";
import { type ExamCreateInput, type ExamCreateValues } from "@shared/schemas/exams";
import { DEFAULT_GRADE_SCALE, type GradeRounding, type MaxGrade } from "@shared/grades";
import { specForType, specInput, type SpecFormValues } from "@/components/questionSpec/specFormValues";

/**
 * What the form holds while it is being filled: plain strings for inputs and dates (the schema
 * turns them into the request's shape), numbers for points so a cleared box is an error, not 0.
 */
export interface OptionFormValues {
  optionLetter: OptionLetter;
  optionText: string;
  isCorrect: boolean;
  isDistractor: boolean;
}

export interface QuestionFormValues {
  questionType: QuestionType;
  questionText: string;
  points: number;
  descriptor: string;
  descriptorSaeb: string;
  descriptorPaeb: string;
  bnccSkill: string;
  imageUrl: string | null;
  /** Essays only: rich text for the teacher. */
  expectedAnswer: string;
  options: OptionFormValues[];
  /** The parts and key of the types beyond multiple choice and essay, kept across type changes. */
  answerSpec: SpecFormValues;
}

export interface ExamFormValues {
  title: string;
  subject: string;
  description: string;
  gradeLevelId: string;
  schoolId: string;
  classId: string | null;
  difficultyLevel: DifficultyLevel;
  /** The grade's scale (shared/grades.ts). */
  maxGrade: MaxGrade;
  gradeRounding: GradeRounding;
  isOnline: boolean;
  isPrintable: boolean;
  /** Colleagues of the exam's school may read and duplicate it. */
  sharedWithSchool: boolean;
  /** `dd/mm/aaaa HH:mm` on the schools' clock (DateTimeField), or "". */
  applicationStart: string;
  applicationEnd: string;
  schoolLogo: string | null;
  schoolName: string;
  studentName: string;
  studentGrade: string;
  studentClass: string;
  showLogo: boolean;
  showSchoolName: boolean;
  showStudentName: boolean;
  showGrade: boolean;
  showClass: boolean;
  showExamCode: boolean;
  showDate: boolean;
  showTeacher: boolean;
  /** The 'Valor' and 'Nota' boxes. */
  showScoreBoxes: boolean;
  showInstructions: boolean;
  /** Printed only. Blank: the name of the exam's author. */
  teacherName: string;
  /** One instruction per line. Blank: the default instructions. */
  instructions: string;
  /** Lines under each essay question, as typed. Blank: by the question's points. */
  essayLines: string;
  /** `dd/mm/aaaa` as typed, or "": a line to write the date on. */
  printDate: string;
  questions: QuestionFormValues[];
}

export type HeaderFlag =
  | "showLogo"
  | "showSchoolName"
  | "showStudentName"
  | "showGrade"
  | "showClass"
  | "showExamCode"
  | "showDate"
  | "showTeacher"
  | "showScoreBoxes"
  | "showInstructions";

/** A multiple-choice question starts with five empty options A to E (docs/product.md#72-exams-questions-and-options). */
export const emptyOptions = (): OptionFormValues[] =>
  OPTION_LETTERS.map((optionLetter) => ({ optionLetter, optionText: "", isCorrect: false, isDistractor: false }));

export const newQuestion = (questionType: QuestionType): QuestionFormValues => ({
  questionType,
  questionText: "",
  points: 1,
  descriptor: "",
  descriptorSaeb: "",
  descriptorPaeb: "",
  bnccSkill: "",
  imageUrl: null,
  expectedAnswer: "",
  options: questionType === "multiple_choice" ? emptyOptions() : [],
  answerSpec: specForType(questionType),
});

/** The defaults of docs/product.md#72-exams-questions-and-options: medium, online, not printable, not shared, every header item shown. */
export const emptyExam = (): ExamFormValues => ({
  title: "",
  subject: "",
  description: "",
  gradeLevelId: "",
  schoolId: "",
  classId: null,
  difficultyLevel: "medium",
  maxGrade: DEFAULT_GRADE_SCALE.maxGrade,
  gradeRounding: DEFAULT_GRADE_SCALE.rounding,
  isOnline: true,
  isPrintable: false,
  sharedWithSchool: false,
  applicationStart: "",
  applicationEnd: "",
  schoolLogo: null,
  schoolName: "",
  studentName: "",
  studentGrade: "",
  studentClass: "",
  showLogo: true,
  showSchoolName: true,
  showStudentName: true,
  showGrade: true,
  showClass: true,
  showExamCode: true,
  showDate: true,
  showTeacher: true,
  showScoreBoxes: true,
  showInstructions: true,
  teacherName: "",
  instructions: "",
  essayLines: "",
  printDate: "",
  questions: [],
});

/** Top-level fields, to place the server's field messages. */
export const EXAM_FIELD_NAMES = Object.keys(emptyExam()) as Array<keyof ExamFormValues>;

/** What the shared schema reads: each question's spec in its type's own shape (shared/questionTypes/spec.ts). */
export function withSpecInputs<Values extends Pick<ExamFormValues, "questions">>(values: Values) {
  return {
    ...values,
    questions: values.questions.map((question) => ({
      ...question,
      answerSpec: specInput(question.questionType, question.answerSpec),
    })),
  };
}

/**
 * The request body from the validated values: order follows the screen, essays carry no options
 * and options left blank are not sent (docs/product.md#72-exams-questions-and-options).
 */
export function toCreatePayload(values: ExamCreateValues): ExamCreateInput {
  return {
    ...values,
    applicationStart: values.applicationStart?.toISOString() ?? null,
    applicationEnd: values.applicationEnd?.toISOString() ?? null,
    questions: values.questions.map((question, index) => ({
      ...question,
      questionOrder: index + 1,
      options:
        question.questionType === "multiple_choice"
          ? question.options.filter((option) => textOf(option.optionText).length > 0)
          : [],
    })),
  };
}
