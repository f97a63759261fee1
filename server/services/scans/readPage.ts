import sharp from "sharp";
import type { ScanSheetStatus } from "../../../shared/constants";
import type { ScanAnswer } from "../../../shared/types/scans";
import type { Database } from "../../db/client";
import { sheetCodeOwner, sheetReadFor } from "../../db/queries/scans";
import type { GrayImage } from "../../../shared/omr/grayImage";
import { readInWorker } from "../omr/readerPool";
import type { MarksReading } from "../omr/readMarks";
import { versionLetter } from "../paper/versions";
import { anyVersionLayout, layoutOf, type ApplicationSheets } from "./sheetLayout";

/**
 * What one page of a batch is, once the reader has found (or not) a sheet on it: whose, which
 * version, each question's marks, and what the teacher is told (docs/product.md#24-reading-answer-sheets).
 */

export interface PageResult {
  status: ScanSheetStatus;
  message: string | null;
  studentId: string | null;
  version: number | null;
  answers: ScanAnswer[];
  /** The sheet square on, as a JPEG, for the review and for disputes. */
  image: Buffer | null;
}

export const NOT_A_SHEET =
  "Não encontramos um cartão-resposta nesta página: os quatro quadrados dos cantos precisam aparecer inteiros.";
export const NOT_ALIGNED =
  "Não foi possível alinhar o cartão (dobrado, cortado ou fotografado muito de lado): digitalize ou fotografe de novo.";
export const CODE_UNREAD = "O código QR não pôde ser lido: escolha o aluno deste cartão.";
export const OTHER_APPLICATION = "Este cartão é de outra aplicação: envie-o na aplicação dele.";
export const UNKNOWN_CODE = "O código QR deste cartão não é de nenhuma aplicação: escolha o aluno deste cartão.";
export const VERSION_UNREAD = "O tipo da prova não está marcado com clareza: confira o tipo e as respostas.";
export const NUMBER_UNREAD = "O número do aluno não foi lido ou não é de nenhum aluno da turma: escolha o aluno deste cartão.";

const answersOf = (marks: MarksReading): ScanAnswer[] =>
  marks.questions.map(({ questionNumber, read, state, confidence }) => ({
    questionNumber,
    read,
    state,
    confidence: Math.round(confidence * 100) / 100,
  }));

const statusOf = (answers: ScanAnswer[]): ScanSheetStatus =>
  answers.some((answer) => answer.state === "doubtful") ? "review" : "ok";

async function jpeg(sheet: GrayImage): Promise<Buffer> {
  return sharp(Buffer.from(sheet.data.buffer, sheet.data.byteOffset, sheet.data.length), {
    raw: { width: sheet.width, height: sheet.height, channels: 1 },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/**
 * Reads a located sheet of `context`'s application: identifies it, reads its marks and says what the
 * teacher must do; whether its student already has a sheet is `unlessRead`'s to say.
 */
export async function readLocatedSheet(
  db: Database,
  context: ApplicationSheets,
  located: { sheet: GrayImage; code: string | null },
  roster: Array<{ studentId: string; name: string; registrationNumber: string | null }>,
): Promise<PageResult> {
  const image = await jpeg(located.sheet);
  const owner = located.code ? await sheetCodeOwner(db, located.code) : null;
  const blank = { studentId: null, version: null, answers: [], image };
  if (owner && owner.applicationId !== context.application.id)
    return { status: "unidentified", message: OTHER_APPLICATION, ...blank };

  if (owner?.kind === "student") {
    const marks = await readInWorker(located.sheet, layoutOf(context, owner.version, false));
    if (!marks.aligned) return { status: "unreadable", message: NOT_ALIGNED, ...blank };
    const answers = answersOf(marks);
    return { status: statusOf(answers), message: null, studentId: owner.studentId, version: owner.version, answers, image };
  }

  // A code not read: the marks are read, the teacher names the student (and the version, if several).
  if (!located.code) {
    const marks = await readInWorker(located.sheet, anyVersionLayout(context));
    if (!marks.aligned) return { status: "unreadable", message: NOT_ALIGNED, ...blank };
    const version = context.application.versions === 1 ? 0 : null;
    return { status: "unidentified", message: CODE_UNREAD, studentId: null, version, answers: answersOf(marks), image };
  }

  // The generic sheet: the version from its bubbles, the student from the number grid.
  const first = await readInWorker(located.sheet, layoutOf(context, 0, true));
  if (!first.aligned) return { status: "unreadable", message: NOT_ALIGNED, ...blank };
  const versions = context.application.versions;
  const letter = versions > 1 ? (first.version?.state === "one" ? first.version.read : null) : "A";
  const version = letter ? "ABCD".indexOf(letter) : 0;
  const marks = version === 0 ? first : await readInWorker(located.sheet, layoutOf(context, version, true));
  const answers = answersOf(marks);
  const digits = marks.studentNumber?.digits;
  const student = digits
    ? roster.find(
        (candidate) => candidate.registrationNumber?.replace(/\D/g, "").replace(/^0+/, "") === digits.replace(/^0+/, ""),
      )
    : undefined;
  if (!owner)
    return {
      status: "unidentified",
      message: located.code ? UNKNOWN_CODE : CODE_UNREAD,
      studentId: null,
      version: letter ? version : null,
      answers,
      image,
    };
  if (!letter)
    return {
      status: "unidentified",
      message: VERSION_UNREAD,
      studentId: student?.studentId ?? null,
      version: null,
      answers,
      image,
    };
  if (!student) return { status: "unidentified", message: NUMBER_UNREAD, studentId: null, version, answers, image };
  return { status: statusOf(answers), message: null, studentId: student.studentId, version, answers, image };
}

/** What the teacher is told of a second sheet of a student. */
export const duplicateMessage = (name: string) =>
  `Já há um cartão lido de ${name} nesta aplicação: este não substitui aquele sem confirmação.`;

/**
 * A sheet of a student who already has one read (in any batch) is a duplicate, replacing nothing.
 * Asked in the batch's saving turn, so two sheets of one student read side by side are never both
 * taken as the first.
 */
export async function unlessRead(
  db: Database,
  applicationId: string,
  result: PageResult,
  roster: Array<{ studentId: string; name: string }>,
): Promise<PageResult> {
  if (!result.studentId || (result.status !== "ok" && result.status !== "review")) return result;
  if (!(await sheetReadFor(db, applicationId, result.studentId))) return result;
  const name = roster.find((student) => student.studentId === result.studentId)?.name ?? "este aluno";
  return { ...result, status: "duplicate", message: duplicateMessage(name) };
}

export const versionName = (version: number | null) => (version === null ? null : versionLetter(version));
