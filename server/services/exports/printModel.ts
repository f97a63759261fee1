import { DEFAULT_INSTRUCTIONS, type PrintSize } from "../../../shared/constants";
import { printedParts } from "../../../shared/questionTypes/printedParts";
import { hasSpec, specTexts, typedSpec } from "../../../shared/questionTypes/spec";
import { formatPoints } from "../../../shared/numbers";
import type { ExamQuestion } from "../../../shared/types/exams";
import { questionsOfVersion, versionLetter, type VersionPlan, type VersionedQuestion } from "../paper/versions";

/**
 * One printed copy of an exam, as the print page, the PDF and the Word document all lay it out
 * (docs/product.md#23-paper-exams): the header's fields, the score boxes, the instructions and the
 * questions of the copy's version. The renderers only draw it.
 */

/** What the printed copy needs from an exam (examWithQuestions answers all of it). */
export interface PrintableExam {
  title: string;
  subject: string;
  examCode: string;
  schoolName: string;
  gradeLevelName: string;
  className: string | null;
  creatorName: string;
  schoolLogo: string | null;
  studentGrade: string | null;
  studentClass: string | null;
  teacherName: string | null;
  instructions: string | null;
  essayLines: number | null;
  printDate: string | null;
  showLogo: boolean;
  showSchoolName: boolean;
  showStudentName: boolean;
  showGrade: boolean;
  showClass: boolean;
  showExamCode: boolean;
  showDate: boolean;
  showTeacher: boolean;
  showScoreBoxes: boolean;
  showInstructions: boolean;
  questions: ExamQuestion[];
}

/** How a copy looks on paper: one or two columns, the print size and high contrast. Large print is always one column. */
export interface PrintLook {
  columns: 1 | 2;
  size: PrintSize;
  highContrast: boolean;
}

export const NORMAL_LOOK: PrintLook = { columns: 1, size: "normal", highContrast: false };

/** Whose copy this is and which version: all optional (a blank copy has lines to write on). */
export interface CopyIdentity {
  studentName?: string;
  registrationNumber?: string | null;
  className?: string;
  /** 0 = Tipo A. */
  version?: number;
  /** How many versions the application prints: the letter is printed when there are several. */
  versionCount?: number;
  /** A chosen date (`aaaa-mm-dd`) instead of the exam's own. */
  date?: string | null;
}

export interface HeaderField {
  label: string;
  /** Null: a line to write on. */
  value: string | null;
  size: "wide" | "narrow" | "normal";
  monospace?: boolean;
  /** The student's own (name, number): copies that differ only in these take the same pages. */
  personal?: boolean;
}

export interface PrintedQuestion {
  number: number;
  points: string;
  questionText: string;
  imageUrl: string | null;
  /** Multiple choice: its lettered options ('A)'); a question with a spec its parts, labelled (shared/questionTypes/printedParts.ts). */
  options: Array<{ label: string; optionText: string }>;
  /** Lines to write on: an essay's, or the one of a sum, a number or a short answer (0: none). */
  answerLines: number;
  /** What that line is for ('Soma:'), when it says. */
  answerLabel: string | null;
  /**
   * Likely longer than a page or column: it starts where it is and runs on ('(continua)') rather
   * than leave the rest of the page blank by moving to the next one first.
   */
  long: boolean;
}

export interface PrintedCopy {
  title: string;
  subject: string;
  schoolName: string | null;
  logo: string | null;
  fields: HeaderField[];
  /** The exam's total points, printed as 'Valor' beside an empty 'Nota' box; null when the exam hides them. */
  totalPoints: string | null;
  instructions: string[];
  /** The version's letter when the application prints several, else null. */
  version: string | null;
  /** The exam code for the page footers, unless the exam hides it. */
  footerCode: string | null;
  look: PrintLook;
  questions: PrintedQuestion[];
}

/** Essays get lines to write on: the exam's chosen number, or more points, more room (3 to 20 lines). */
export const answerLines = (points: number, chosen: number | null) => chosen ?? Math.min(20, Math.max(3, Math.round(points * 4)));

/** Characters per line and lines per page (or column) of each look, measured on the print page. */
const LINE_CHARACTERS = { normal: 95, large: 55, extra_large: 40 } as const;
const PAGE_LINES = { normal: 44, large: 30, extra_large: 22 } as const;
const IMAGE_LINES = 15;

/** How many printed lines a question takes, roughly: its text by line width, images, options, writing lines. */
function estimatedLines(question: ExamQuestion, look: PrintLook, writingLines: number): number {
  const specParts = hasSpec(question.questionType) && question.answerSpec ? specTexts(question.answerSpec) : [];
  const perLine = LINE_CHARACTERS[look.size] / (look.columns === 2 ? 2.1 : 1);
  const blocks = [question.questionText, ...question.options.map((option) => option.optionText), ...specParts].flatMap((html) =>
    html.split(/<\/(?:p|li|h\d|tr|div)>|<br\s*\/?>/i),
  );
  const text = blocks.reduce((lines, block) => lines + Math.ceil(block.replace(/<[^>]*>/g, "").length / perLine), 0);
  const images = (question.questionText.match(/<img\b/gi)?.length ?? 0) + (question.imageUrl ? 1 : 0);
  return 2 + text + images * IMAGE_LINES + writingLines * 1.4;
}

/** What a question prints below its text: options or parts, and lines to write on. */
function printedBody(question: ExamQuestion, options: Array<{ letter: string; optionText: string }>, essayLines: number) {
  if (question.questionType === "multiple_choice")
    return {
      options: options.map(({ letter, optionText }) => ({ label: `${letter})`, optionText })),
      answerLines: 0,
      answerLabel: null,
    };
  if (hasSpec(question.questionType) && question.answerSpec) {
    const printed = printedParts(typedSpec(question.questionType, question.answerSpec));
    return {
      options: printed.parts.map(({ label, text }) => ({ label, optionText: text })),
      answerLines: printed.answerLines,
      answerLabel: printed.answerLabel,
    };
  }
  return { options: [], answerLines: essayLines, answerLabel: null };
}

const dayFormat = (day: string) => day.split("-").reverse().join("/");

const instructionsOf = (exam: PrintableExam, questions: VersionedQuestion[]): string[] => {
  if (!exam.showInstructions) return [];
  if (exam.instructions)
    return exam.instructions
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  const hasEssays = questions.some(({ question }) => question.questionType === "essay");
  const hasChoices = questions.some(({ question }) => question.questionType === "multiple_choice");
  return DEFAULT_INSTRUCTIONS.filter((_line, index) => (index === 2 ? hasChoices : index === 3 ? hasEssays : true));
};

/** The copy of `exam` for one student (or a blank one), in its version and look. */
export function printedCopy(
  exam: PrintableExam,
  identity: CopyIdentity,
  look: PrintLook,
  plan: VersionPlan = { seed: 0, shuffleQuestions: false, shuffleOptions: false },
): PrintedCopy {
  const version = identity.version ?? 0;
  const versioned = questionsOfVersion(exam.questions, version, plan);
  const date = identity.date ?? exam.printDate;
  const teacher = exam.teacherName ?? exam.creatorName;
  const field = (label: string, value: string | null | undefined, size: HeaderField["size"] = "normal"): HeaderField => ({
    label,
    value: value || null,
    size,
  });
  const fields = [
    exam.showTeacher ? field("Professor(a)", teacher, "wide") : null,
    exam.showStudentName ? { ...field("Nome do aluno", identity.studentName, "wide"), personal: true } : null,
    exam.showStudentName ? { ...field("Nº", identity.registrationNumber, "narrow"), personal: true } : null,
    exam.showGrade ? field("Série", exam.studentGrade ?? exam.gradeLevelName) : null,
    exam.showClass ? field("Turma", identity.className ?? exam.className ?? exam.studentClass) : null,
    exam.showDate ? field("Data", date ? dayFormat(date) : null) : null,
    exam.showExamCode ? { ...field("Código", exam.examCode), monospace: true } : null,
  ].filter((value): value is HeaderField => value !== null);
  const total = exam.questions.reduce((sum, question) => sum + question.points, 0);
  const printedLook: PrintLook = look.size === "normal" ? look : { ...look, columns: 1 };
  return {
    title: exam.title,
    subject: exam.subject,
    schoolName: exam.showSchoolName ? exam.schoolName : null,
    logo: exam.showLogo ? exam.schoolLogo : null,
    fields,
    totalPoints: exam.showScoreBoxes ? formatPoints(total) : null,
    instructions: instructionsOf(exam, versioned),
    version: (identity.versionCount ?? 1) > 1 ? versionLetter(version) : null,
    footerCode: exam.showExamCode ? exam.examCode : null,
    look: printedLook,
    questions: versioned.map(({ question, number, options }) => {
      const body = printedBody(question, options, answerLines(question.points, exam.essayLines));
      return {
        number,
        points: formatPoints(question.points),
        questionText: question.questionText,
        imageUrl: question.imageUrl,
        ...body,
        long: estimatedLines(question, printedLook, body.answerLines) > PAGE_LINES[printedLook.size] * 0.8,
      };
    }),
  };
}
