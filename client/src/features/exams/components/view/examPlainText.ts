import { DIFFICULTY_LABELS } from "@shared/constants";
import type { ExamWithQuestions } from "@shared/types";
import { formatPoints } from "../formatPoints";

/** Rich text as plain lines: paragraphs and list items on their own lines, images noted. */
export function plainLines(html: string): string {
  const withBreaks = html
    .replace(/<img\b[^>]*>/gi, "[imagem]")
    .replace(/<li\b[^>]*>/gi, "• ")
    .replace(/<\/(p|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  const text = new DOMParser().parseFromString(withBreaks, "text/html").documentElement.textContent ?? "";
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** The exam as plain text, ready to paste into any editor (the view page's 'Copiar'). */
export function examAsPlainText(exam: ExamWithQuestions): string {
  const header = [
    exam.title,
    exam.description ?? "",
    `Matéria: ${exam.subject} · Série: ${exam.gradeLevelName} · Dificuldade: ${DIFFICULTY_LABELS[exam.difficultyLevel]}`,
    `Código da prova: ${exam.examCode}`,
  ].filter(Boolean);
  const questions = exam.questions.map((question, index) => {
    const lines = [`Questão ${index + 1} (${formatPoints(question.points)})`, plainLines(question.questionText)];
    for (const option of question.options) lines.push(`${option.optionLetter}) ${plainLines(option.optionText)}`);
    return lines.join("\n");
  });
  return [header.join("\n"), ...questions].join("\n\n") + "\n";
}
