import type { VersionLetter } from "@shared/constants";
import { downloadFile, withQuery } from "./api";
import { notifyError } from "./notify";
import { printLookQuery, type PrintLook } from "./printLook";

/** A PDF the server prints for a paper application, and the name it is saved under if the server gives none. */
export interface PaperPrint {
  url: string;
  fallbackName: string;
  /** The toast when it fails without a message of the server's own (a 503 brings one). */
  failure: string;
}

const base = (applicationId: string) => `/api/applications/${applicationId}`;

/**
 * The prints of a paper application (docs/product.md#233-what-a-paper-application-prints). An
 * online application's class pack is its access-code slips.
 */
export const paperPrints = {
  /** Blank copies to photocopy: one of each version, or only `version`. */
  copies: (applicationId: string, look: PrintLook, version?: VersionLetter): PaperPrint => ({
    url: withQuery(`${base(applicationId)}/exam.pdf`, { version, ...printLookQuery(look) }),
    fallbackName: `prova${version ? `-tipo-${version}` : ""}.pdf`,
    failure: "Não foi possível gerar as provas.",
  }),
  /** The students' answer sheets: all of them, one class's (`classId`) or one student's (`studentId`). */
  answerSheets: (applicationId: string, only: { classId?: string; studentId?: string } = {}): PaperPrint => ({
    url: withQuery(`${base(applicationId)}/answer-sheets.pdf`, only),
    fallbackName: "cartoes-resposta.pdf",
    failure: "Não foi possível gerar os cartões-resposta.",
  }),
  /** The generic sheet, for a student not on the roster, who writes their name on it. */
  blankAnswerSheet: (applicationId: string): PaperPrint => ({
    url: `${base(applicationId)}/answer-sheets.pdf?generic=1`,
    fallbackName: "cartao-resposta-em-branco.pdf",
    failure: "Não foi possível gerar o cartão em branco.",
  }),
  /** Each student's copy (their version, name and print size) followed by their answer sheet; of one class with `classId`. */
  classPack: (applicationId: string, classId?: string): PaperPrint => ({
    url: withQuery(`${base(applicationId)}/print-pack.pdf`, { classId }),
    fallbackName: "pacote-da-turma.pdf",
    failure: "Não foi possível gerar o pacote da turma.",
  }),
  /** The gabarito of each version, one page each. */
  answerKey: (applicationId: string): PaperPrint => ({
    url: `${base(applicationId)}/answer-key.pdf`,
    fallbackName: "gabarito.pdf",
    failure: "Não foi possível gerar o gabarito.",
  }),
};

/** Downloads a print; a failure (the PDF service busy or missing, say) becomes the error toast. */
export async function downloadPrint({ url, fallbackName, failure }: PaperPrint): Promise<void> {
  try {
    await downloadFile(url, fallbackName);
  } catch (error) {
    notifyError(error, failure);
  }
}
