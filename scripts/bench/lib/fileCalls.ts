import ExcelJS from "exceljs";
import { BANK_COLUMNS } from "../../../shared/imports/columns";
import type { ReportRow } from "./report";

const IMPORT_ROWS = 5000;
const IMPORT_TARGET_S = 10;
const CLASS_PDF_TARGET_S = 10;
const CLASS_COPIES = 40;

/** A bank import spreadsheet of `rows` questions, four in five multiple-choice, as teachers fill it. */
async function bankWorkbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Questões");
  sheet.addRow([...BANK_COLUMNS]);
  for (let index = 1; index <= rows; index++) {
    const essay = index % 5 === 0;
    sheet.addRow([
      `Questão ${index}`,
      `Quanto é ${index} + ${index}? Explique o raciocínio usado na conta.`,
      ["Matemática", "Português", "Ciências"][index % 3],
      ["3º ano", "7º ano", "2ª série"][index % 3],
      ["fácil", "médio", "difícil"][index % 3],
      essay ? "dissertativa" : "multipla_escolha",
      ...(essay ? ["", "", "", "", ""] : [String(index), String(index * 2), String(index * 3), String(index * 4), ""]),
      essay ? "" : "B",
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

/** `POST /api/question-bank/bulk-import` with a 5,000-row Excel file, as one teacher sends it. */
export async function measureImport(base: string, token: string): Promise<ReportRow> {
  const file = await bankWorkbook(IMPORT_ROWS);
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file)]), "questoes.xlsx");
  const { value, seconds } = await timed(async () => {
    const response = await fetch(`${base}/api/question-bank/bulk-import`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { imported: number; errors: string[] } };
  });
  const imported = value.status === 200 && value.body.imported === IMPORT_ROWS;
  return {
    name: `Importação de planilha Excel (${IMPORT_ROWS.toLocaleString("pt-BR")} linhas, ${(file.length / 1024).toFixed(0)} KB)`,
    app: `${seconds.toFixed(2)} s · ${value.body.imported} importadas${value.body.errors?.length ? ` · **${value.body.errors.length} erros**` : ""}`,
    ratio: `${((100 * seconds) / IMPORT_TARGET_S).toFixed(0)} % da meta`,
    target: `< ${IMPORT_TARGET_S} s`,
    met: imported && seconds < IMPORT_TARGET_S,
  };
}

/** A PDF from the app; anything else is an error. */
export async function fetchPdf(url: string, init: RequestInit): Promise<Buffer> {
  const response = await fetch(url, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok || bytes.subarray(0, 5).toString() !== "%PDF-") throw new Error(`${url}: ${response.status}`);
  return bytes;
}

/** The benchmark's 20-question exam: five-option multiple choice, every fourth an essay. */
export const twentyQuestions = () =>
  Array.from({ length: 20 }, (_, index) =>
    index % 4 === 3
      ? {
          questionType: "essay",
          questionText: `<p>Explique, com suas palavras, a questão ${index + 1} sobre ecossistemas brasileiros.</p>`,
          points: 2,
        }
      : {
          questionType: "multiple_choice",
          questionText: `<p>Questão ${index + 1}: qual bioma brasileiro tem <strong>maior biodiversidade</strong>?</p>`,
          options: ["Amazônia", "Caatinga", "Pampa", "Cerrado", "Pantanal"].map((text, position) => ({
            optionLetter: "ABCDE"[position],
            optionText: text,
            isCorrect: position === 0,
          })),
        },
  );

/** The 20-question PDF (median of 5 with the browser warm) and a class set of 40 named copies. */
export async function measurePdfs(base: string, token: string): Promise<ReportRow[]> {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const first = async (path: string) => ((await (await fetch(`${base}${path}`, { headers })).json()) as Array<{ id: string }>)[0];
  const [school, level] = await Promise.all([first("/api/schools"), first("/api/grade-levels")]);
  const questions = twentyQuestions();
  const created = await fetch(`${base}/api/exams`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      title: "Avaliação de Ciências",
      subject: "Ciências",
      schoolId: school.id,
      gradeLevelId: level.id,
      questions,
    }),
  });
  if (created.status !== 201) throw new Error(`criar a prova do PDF: ${created.status} ${await created.text()}`);
  const exam = (await created.json()) as { id: string };

  const pdf = (path: string, init: RequestInit = {}) => fetchPdf(`${base}${path}`, { headers, ...init });
  const single = `/api/exams/${exam.id}/export/pdf?format=pdf`;
  for (let run = 0; run < 2; run++) await pdf(single); // starts and warms the browser
  const singleRuns: number[] = [];
  for (let run = 0; run < 5; run++) singleRuns.push((await timed(() => pdf(single))).seconds);
  const singleMedian = singleRuns.sort((a, b) => a - b)[2];

  const names = Array.from({ length: CLASS_COPIES }, (_, index) => `Aluno Número ${index + 1}`);
  const classSet = await timed(() =>
    pdf(`/api/exams/${exam.id}/export/class-pdf`, { method: "POST", body: JSON.stringify({ names, className: "9º A" }) }),
  );
  return [
    {
      name: "PDF de uma prova de 20 questões (navegador aquecido, mediana de 5)",
      app: `${(singleMedian * 1000).toFixed(0)} ms`,
      target: "—",
      met: true,
    },
    {
      name: `PDF da turma (${CLASS_COPIES} cópias nominais de 20 questões)`,
      app: `${classSet.seconds.toFixed(2)} s · ${(classSet.value.length / 1024).toFixed(0)} KB`,
      ratio: `${((100 * classSet.seconds) / CLASS_PDF_TARGET_S).toFixed(0)} % da meta`,
      target: `< ${CLASS_PDF_TARGET_S} s`,
      met: classSet.seconds < CLASS_PDF_TARGET_S,
    },
  ];
}
