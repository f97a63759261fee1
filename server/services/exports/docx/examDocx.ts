import { AlignmentType, Document, LevelFormat, Packer, Paragraph, TextRun } from "docx";
import { formatPoints } from "../../../../shared/examText";
import type { StoredImage } from "../inlineImages";
import type { PrintableExam } from "../printHtml";
import { richTextParagraphs } from "./richText";

const NUMBERED_LIST = "exam-numbered-list";

/** A labelled line to write on, or the value already known. */
const fieldLine = (label: string, value?: string | null) =>
  new Paragraph({
    spacing: { after: 120 },
    children: [
      new TextRun({ text: `${label}: `, bold: true }),
      new TextRun(value ? value : "_".repeat(Math.max(12, 60 - label.length))),
    ],
  });

// A line of underscores, not a paragraph border: word processors merge neighbouring borders into one.
const WRITING_LINE = "_".repeat(78);
const writingLine = () =>
  new Paragraph({ spacing: { before: 200 }, children: [new TextRun({ text: WRITING_LINE, color: "777777" })] });

function header(exam: PrintableExam, student: { name?: string; className?: string }): Paragraph[] {
  const lines: Paragraph[] = [];
  if (exam.showSchoolName)
    lines.push(new Paragraph({ children: [new TextRun({ text: exam.schoolName, bold: true, size: 24 })] }));
  lines.push(new Paragraph({ children: [new TextRun({ text: exam.title, bold: true, size: 32 })], spacing: { after: 60 } }));
  lines.push(new Paragraph({ children: [new TextRun({ text: exam.subject, color: "444444" })], spacing: { after: 200 } }));
  if (exam.showStudentName) lines.push(fieldLine("Nome do aluno", student.name));
  if (exam.showGrade) lines.push(fieldLine("Série", exam.studentGrade ?? exam.gradeLevelName));
  if (exam.showClass) lines.push(fieldLine("Turma", student.className ?? exam.studentClass));
  if (exam.showDate) lines.push(fieldLine("Data"));
  if (exam.showExamCode) lines.push(fieldLine("Código da prova", exam.examCode));
  return lines;
}

/** Essays get room to write: more points, more lines (3 to 20). */
const answerLines = (points: number) => Math.min(20, Math.max(3, Math.round(points * 4)));

/**
 * The exam as a Word document: the header by its flags, numbered questions with their formatting
 * and pictures, lettered options and lines for essays. Opens in Word and LibreOffice.
 */
export async function examDocx(
  exam: PrintableExam,
  images: Map<string, StoredImage>,
  student: { name?: string; className?: string } = {},
) {
  const body: Paragraph[] = [...header(exam, student)];
  exam.questions.forEach((question, index) => {
    body.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: 240, after: 80 },
        children: [
          new TextRun({ text: `Questão ${index + 1} `, bold: true }),
          new TextRun({ text: `(${formatPoints(question.points)})`, color: "444444" }),
        ],
      }),
    );
    body.push(...richTextParagraphs(question.questionText, images, { numbering: NUMBERED_LIST }));
    if (question.imageUrl)
      body.push(...richTextParagraphs(`<p><img src="${question.imageUrl}"></p>`, images, { numbering: NUMBERED_LIST }));
    if (question.questionType === "multiple_choice") {
      for (const option of question.options) {
        body.push(
          ...richTextParagraphs(option.optionText, images, {
            numbering: NUMBERED_LIST,
            prefix: [new TextRun({ text: `${option.optionLetter}) `, bold: true })],
          }),
        );
      }
    } else {
      for (let line = 0; line < answerLines(question.points); line++) body.push(writingLine());
    }
  });

  const document = new Document({
    creator: "Avaliações Inteligentes",
    title: exam.title,
    styles: { default: { document: { run: { font: "Times New Roman", size: 23 } } } },
    numbering: {
      config: [
        {
          reference: NUMBERED_LIST,
          levels: [0, 1, 2].map((level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ properties: { page: { size: { width: 11906, height: 16838 } } }, children: body }],
  });
  return Packer.toBuffer(document);
}
