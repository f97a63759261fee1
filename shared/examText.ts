import { DIFFICULTY_LABELS, type DifficultyLevel, type QuestionType } from "./constants";
import { formatPoints } from "./numbers";
import { printedParts } from "./questionTypes/printedParts";
import { hasSpec, typedSpec } from "./questionTypes/spec";

/** Exams as plain text: the view page's 'Copiar' and the Google Docs export. */

const ENTITIES: Record<string, string> = { nbsp: " ", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", amp: "&" };

/**
 * A stored formula (docs/architecture.md#18-formulas) as the LaTeX it was typed in, between the
 * delimiters an online document's equation tools read: `$…$`, or `$$…$$` on a line of its own.
 * The LaTeX stays escaped as it is in the attribute until the entities are read with the rest.
 */
const FORMULA = /<span\b[^>]*?\sdata-math="([^"]*)"[^>]*>[\s\S]*?<\/span>/gi;
function asDelimited(span: string, latex: string): string {
  const oneLine = latex.replace(/\s+/g, " ").trim();
  return /\sdata-display="block"/i.test(span.slice(0, span.indexOf(">"))) ? `\n$$${oneLine}$$\n` : `$${oneLine}$`;
}

/** Rich text as plain lines: paragraphs and list items on their own lines, images noted, formulas in LaTeX. */
export function plainLines(html: string): string {
  return html
    .replace(FORMULA, asDelimited)
    .replace(/<img\b[^>]*>/gi, "[imagem]")
    .replace(/<li\b[^>]*>/gi, "• ")
    .replace(/<\/(p|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(nbsp|lt|gt|quot|#39|apos|amp);/g, (_match, name: string) => ENTITIES[name])
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

export interface PlainTextExam {
  title: string;
  description: string | null;
  subject: string;
  gradeLevelName: string;
  difficultyLevel: DifficultyLevel;
  examCode: string;
  questions: Array<{
    questionText: string;
    points: number;
    options: Array<{ optionLetter: string; optionText: string }>;
    questionType?: QuestionType;
    answerSpec?: unknown;
  }>;
}

/** A question's options, or its spec's parts as paper prints them (shared/questionTypes/printedParts.ts). */
function choiceLines(question: PlainTextExam["questions"][number]): string[] {
  if (question.questionType && hasSpec(question.questionType) && question.answerSpec) {
    const printed = printedParts(typedSpec(question.questionType, question.answerSpec));
    const lines = printed.parts.map((part) => `${part.label} ${plainLines(part.text)}`);
    return printed.answerLines ? [...lines, `${printed.answerLabel ?? "Resposta:"} ________`] : lines;
  }
  return question.options.map((option) => `${option.optionLetter}) ${plainLines(option.optionText)}`);
}

export function examAsPlainText(exam: PlainTextExam): string {
  const header = [
    exam.title,
    exam.description ?? "",
    `Matéria: ${exam.subject} · Série: ${exam.gradeLevelName} · Dificuldade: ${DIFFICULTY_LABELS[exam.difficultyLevel]}`,
    `Código da prova: ${exam.examCode}`,
  ].filter(Boolean);
  const questions = exam.questions.map((question, index) => {
    const lines = [`Questão ${index + 1} (${formatPoints(question.points)})`, plainLines(question.questionText)];
    lines.push(...choiceLines(question));
    return lines.join("\n");
  });
  return [header.join("\n"), ...questions].join("\n\n") + "\n";
}
