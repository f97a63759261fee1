import { DIFFICULTY_LABELS, type DifficultyLevel } from "./constants";

/** Exams as plain text: the view page's 'Copiar' and the Google Docs export. */

const ENTITIES: Record<string, string> = { nbsp: " ", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", amp: "&" };

/** Rich text as plain lines: paragraphs and list items on their own lines, images noted. */
export function plainLines(html: string): string {
  return html
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

export function formatPoints(points: number): string {
  return `${new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 }).format(points)} ${points === 1 ? "ponto" : "pontos"}`;
}

export interface PlainTextExam {
  title: string;
  description: string | null;
  subject: string;
  gradeLevelName: string;
  difficultyLevel: DifficultyLevel;
  examCode: string;
  questions: Array<{ questionText: string; points: number; options: Array<{ optionLetter: string; optionText: string }> }>;
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
    for (const option of question.options) lines.push(`${option.optionLetter}) ${plainLines(option.optionText)}`);
    return lines.join("\n");
  });
  return [header.join("\n"), ...questions].join("\n\n") + "\n";
}
