import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { HTTPResponse, Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import type { ExamApplication } from "../../shared/types/applications";
import type { Exam } from "../../shared/types/exams";
import type { SchoolClass } from "../../shared/types/organizations";
import { fileNameFrom } from "../../client/src/lib/contentDisposition";
import { DEMO, bodyText, callApi, clickByText, fill, signInThroughApi, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { lookAt, useBrowser } from "./support/browser";
import { addStudent, publishedOnlineExam, twoOptionQuestion, waitForRow } from "./support/onlineExams";

const browser = useBrowser();
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const QUESTIONS = [
  twoOptionQuestion("Qual planeta é o maior?", "Júpiter", "Marte"),
  twoOptionQuestion("Água ferve a?", "100 °C", "50 °C"),
  { questionType: "essay", questionText: "<p>Explique a fotossíntese.</p>", points: 2 },
];

const DESKTOP = { width: 1280, height: 900 };
/** A phone; tall, so a dialog that scrolls inside shows whole in the screenshot. */
const PHONE = { width: 360, height: 1400 };

/** Saves the page's downloads into a fresh folder, so the files can be checked. */
async function downloadsInto(page: Page) {
  const folder = mkdtempSync(join(tmpdir(), "avaliacoes-paper-"));
  folders.push(folder);
  const session = await page.createCDPSession();
  await session.send("Browser.setDownloadBehavior", {
    behavior: "allow",
    downloadPath: folder,
    browserContextId: page.browserContext().id,
  });
  return folder;
}

/** Waits for the finished download named `name` and answers its first bytes. */
async function downloadedStart(folder: string, name: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = readdirSync(folder);
    if (files.includes(name) && !files.some((file) => file.endsWith(".crdownload"))) {
      return readFileSync(join(folder, name)).subarray(0, 5).toString("latin1");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} não foi baixado; a pasta tem ${readdirSync(folder).join(", ") || "nada"}`);
}

/** Clicks a button and answers the PDF response it caused (the server renders it in a few seconds). */
async function pdfFrom(page: Page, selector: string, label: string, path: string): Promise<HTTPResponse> {
  const response = page.waitForResponse((answer) => answer.url().includes(path), { timeout: 60_000 });
  await clickByText(page, selector, label);
  return response;
}

/** A downloaded PDF named after the exam's title, with the kind of print before it. */
async function expectPdfNamed(response: HTTPResponse, prefix: string, title: string) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const name = fileNameFrom(response.headers()["content-disposition"]);
  expect(name?.startsWith(`${prefix}${title}`)).toBe(true);
  expect(name).toMatch(/\.pdf$/);
  return name!;
}

const application = (page: Page, id: string) => callApi<ExamApplication>(page, "GET", `/api/applications/${id}`);

describe("paper exams", () => {
  it("a coordinator applies an exam on paper in two versions, changes a student's print and downloads the class pack and the gabarito", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    const title = `Prova de Ciências ${suffix}`;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/exams");
    const { exam, schoolClass } = await publishedOnlineExam(page, title, QUESTIONS);
    const names = ["Ana", "Bruno", "Carla", "Davi"].map((name) => `${name} Papel ${suffix}`);
    for (const name of names) await addStudent(page, schoolClass.id, name);
    const folder = await downloadsInto(page);
    await page.setViewport(DESKTOP);

    // The exam page: 'Cartões-resposta' without a paper application opens the form on 'Em papel', saying why.
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await waitForText(page, "Esta prova ainda não foi aplicada.");
    await clickByText(page, "main button", "Cartões-resposta");
    await waitForText(page, "Para imprimir cartões-resposta e o pacote da turma, aplique a prova em papel às turmas.");
    expect(await page.$eval("#apply-mode-paper", (radio) => radio.getAttribute("aria-checked"))).toBe("true");
    await clickByText(page, "[role=dialog] button", "Cancelar");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));

    // 'Aplicar prova' → 'Em papel', the class, 2 versions.
    await clickByText(page, "button", "Aplicar prova");
    await waitForText(page, "Como aplicar");
    await page.click("#apply-mode-paper");
    await waitForText(page, "A Tipo A é a prova como foi escrita; as outras versões embaralham.");
    const dialogText = await page.$eval("[role=dialog]", (dialog) => (dialog as HTMLElement).innerText);
    expect(dialogText).toContain("Data da prova");
    expect(dialogText).not.toContain("Duração (minutos)");
    await page.waitForSelector(`#apply-class-${schoolClass.id}`);
    await page.click(`#apply-class-${schoolClass.id}`);
    await page.click("#apply-versions");
    await clickByText(page, "[role=option]", "2 versões (A e B)");
    await page.waitForFunction(() => document.querySelector("#apply-versions")?.textContent?.includes("2 versões (A e B)"));
    // Several versions shuffle both orders unless told otherwise: this one keeps the questions' order.
    const ticked = (id: string) => page.$eval(id, (box) => box.getAttribute("aria-checked"));
    expect(await ticked("#apply-shuffleQuestions")).toBe("true");
    expect(await ticked("#apply-shuffleOptions")).toBe("true");
    await clickByText(page, "[role=dialog] label", "Embaralhar a ordem das questões");
    await fill(page, "#apply-printDate", "20112031");
    expect(await page.$eval("#apply-printDate", (input) => (input as HTMLInputElement).value)).toBe("20/11/2031");
    expect(await wcagViolations(page, "[role=dialog]")).toEqual([]);
    await lookAt(page, "paper-apply-1280");
    await page.setViewport(PHONE);
    await lookAt(page, "paper-apply-360");
    await page.setViewport(DESKTOP);

    // Applying lands on the application's page.
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "Prova aplicada");
    await page.waitForFunction(() => /^\/exams\/[^/]+\/applications\/[0-9a-f-]{36}$/.test(location.pathname));
    const applicationId = await page.evaluate(() => location.pathname.split("/").at(-1)!);
    await waitForText(page, "Aplicação em papel");
    const header = await page.$eval("main header", (element) => (element as HTMLElement).innerText);
    for (const text of [title, schoolClass.name, "2 versões (A e B)", "Data da prova: 20/11/2031"])
      expect(header).toContain(text);

    // The students in roster order, versions A, B, A, B…
    const created = await application(page, applicationId);
    expect(created.body).toMatchObject({
      mode: "paper",
      versions: 2,
      printDate: "2031-11-20",
      shuffleQuestions: false,
      shuffleOptions: true,
    });
    const students = created.body.students!;
    expect(students.map((student) => student.version)).toEqual(students.map((_, index) => (index % 2 === 0 ? "A" : "B")));
    for (const name of names) {
      const student = students.find((item) => item.name === name)!;
      await waitForRow(page, name, schoolClass.name, `Tipo ${student.version}`, "Normal");
    }
    expect(await wcagViolations(page, "main")).toEqual([]);

    // Davi gets the ampliada print: saved at once.
    const davi = names[3];
    await page.click(`[aria-label="Impressão de ${davi}"]`);
    await clickByText(page, "[role=option]", "Ampliada (18 pt)");
    await waitForText(page, `Impressão de ${davi}: Ampliada (18 pt).`);
    await waitForRow(page, davi, "Ampliada (18 pt)");
    const changed = await application(page, applicationId);
    expect(changed.body.students!.find((student) => student.name === davi)).toMatchObject({ printSize: "large" });
    expect(changed.body.students!.filter((student) => student.printSize === "large").map((student) => student.name)).toEqual([
      davi,
    ]);

    await lookAt(page, "paper-application-1280", { fullPage: true });
    await page.setViewport({ width: 360, height: 740 });
    await lookAt(page, "paper-application-360", { fullPage: true });
    // The whole page is too tall to read at a glance: one screen of it, the students' cards.
    await page.$eval("#alunos-titulo", (title) => title.scrollIntoView());
    await lookAt(page, "paper-application-360-students");
    await page.setViewport(DESKTOP);

    // 'Pacote da turma' and 'Gabarito' download PDFs named after the exam.
    const pack = await pdfFrom(page, "main button", "Pacote da turma", `/api/applications/${applicationId}/print-pack.pdf`);
    const packName = await expectPdfNamed(pack, "pacote-da-turma-", title);
    expect(await downloadedStart(folder, packName)).toBe("%PDF-");
    const key = await pdfFrom(page, "main button", "Gabarito", `/api/applications/${applicationId}/answer-key.pdf`);
    expect(await expectPdfNamed(key, "gabarito-", title)).toBe(`gabarito-${title}.pdf`);

    // 'Imprimir': the blank copies of one version, in large print.
    await clickByText(page, "main button", "Imprimir");
    await waitForText(page, "Imprimir provas");
    await page.click("#copies-version");
    await clickByText(page, "[role=option]", "Tipo B");
    await page.click("#copies-size");
    await clickByText(page, "[role=option]", "Superampliada (24 pt)");
    await lookAt(page, "paper-copies-dialog");
    const copies = await pdfFrom(page, "[role=dialog] button", "Baixar PDF", `/api/applications/${applicationId}/exam.pdf`);
    expect(new URL(copies.url()).search).toBe("?version=B&size=extra_large");
    await expectPdfNamed(copies, "", title);
    await clickByText(page, "[role=dialog] button", "Cancelar");

    // Back on the exam page: the card tells it apart, and 'Cartões-resposta' prints this application's sheets.
    await clickByText(page, "main a", "Voltar para a prova");
    const section = "[role=region][aria-labelledby=aplicacoes-titulo]";
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLElement>(selector)?.innerText.includes("Em papel · 2 versões"),
      {},
      section,
    );
    const card = await page.$eval(section, (element) => (element as HTMLElement).innerText);
    expect(card).not.toContain("min por aluno");
    expect(card).toContain("Data da prova: 20/11/2031");
    const sheets = await pdfFrom(page, "main button", "Cartões-resposta", `/api/applications/${applicationId}/answer-sheets.pdf`);
    await expectPdfNamed(sheets, "cartoes-resposta-", title);
    await clickByText(page, `${section} a`, "Abrir");
    await waitForText(page, "Aplicação em papel");

    // A professor of the class reads the versions and prints, and changes none of them.
    await signInThroughApi(page, baseUrl, DEMO.professor, `/exams/${exam.id}/applications/${applicationId}`);
    const daviVersion = changed.body.students!.find((student) => student.name === davi)!.version;
    await waitForRow(page, davi, `Tipo ${daviVersion}`, "Ampliada (18 pt)", "Não");
    expect(await page.$$("main [role=combobox], main [role=checkbox]")).toHaveLength(0);
    await waitForText(page, "A versão e a impressão de cada aluno, como serão impressas.");
  }, 180_000);

  it("with several classes, versions rotate in each class and a class's pack is printed on its own", async () => {
    const { page, baseUrl } = browser;
    const title = `Prova de Biologia ${Math.random().toString(36).slice(2, 7)}`;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/exams");
    const { exam, schoolClass } = await publishedOnlineExam(page, title, QUESTIONS);
    const classes = await callApi<SchoolClass[]>(page, "GET", "/api/classes");
    const other = classes.body.find((item) => item.name === "5º Ano A" && item.schoolId === schoolClass.schoolId)!;
    const applied = await callApi<ExamApplication>(page, "POST", `/api/exams/${exam.id}/applications`, {
      mode: "paper",
      versions: 3,
      shuffleQuestions: true,
      classIds: [schoolClass.id, other.id],
    });
    expect(applied.status).toBe(201);
    for (const id of [schoolClass.id, other.id]) {
      const versions = applied.body.students!.filter((student) => student.classId === id).map((student) => student.version);
      expect(versions.slice(0, 4)).toEqual(["A", "B", "C", "A"].slice(0, versions.length));
    }

    await page.setViewport(DESKTOP);
    await page.goto(`${baseUrl}/exams/${exam.id}/applications/${applied.body.id}`);
    await waitForText(page, "3 versões (A, B e C)");
    await clickByText(page, "main button", "Pacote da turma");
    await page.waitForSelector("[role=menuitem]");
    const choices = await page.$$eval("[role=menuitem]", (items) => items.map((item) => (item as HTMLElement).innerText));
    expect(choices).toEqual(["Todas as turmas", ...applied.body.classes.map((item) => item.name)]);
    expect(choices).toContain(other.name);
    const pack = await pdfFrom(page, "[role=menuitem]", other.name, "/print-pack.pdf");
    expect(new URL(pack.url()).searchParams.get("classId")).toBe(other.id);
    expect(await expectPdfNamed(pack, "pacote-da-turma-", title)).toContain(other.name);
  }, 120_000);

  it("the exam page prints in the size chosen and downloads the exam's gabarito", async () => {
    const { page, baseUrl } = browser;
    const title = `Prova de Física ${Math.random().toString(36).slice(2, 7)}`;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/exams");
    // Not marked online: it can still be applied on paper.
    const { exam } = await publishedOnlineExam(page, title, QUESTIONS, { isOnline: false });
    await page.setViewport(DESKTOP);
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await waitForText(page, "Questão 3");
    const actions = await page.$$eval("main button", (buttons) => buttons.map((button) => button.textContent?.trim()));
    for (const label of ["Aplicar", "Imprimir", "Baixar PDF", "Word (.docx)", "Cartões-resposta", "Pacote da turma", "Gabarito"])
      expect(actions).toContain(label);

    const key = await pdfFrom(page, "main button", "Gabarito", `/api/exams/${exam.id}/export/answer-key`);
    expect(await expectPdfNamed(key, "gabarito-", title)).toBe(`gabarito-${title}.pdf`);

    // 'Imprimir' asks how: two columns, superampliada (then always one column), high contrast; then the print page in that look.
    await clickByText(page, "main button", "Imprimir");
    await waitForText(page, "Imprimir prova");
    await page.click("#print-columns-2");
    await page.click("#print-size");
    await clickByText(page, "[role=option]", "Superampliada (24 pt)");
    await waitForText(page, "A prova ampliada é sempre em 1 coluna.");
    expect(await page.$eval("#print-columns-2", (radio) => (radio as HTMLButtonElement).disabled)).toBe(true);
    expect(await page.$eval("#print-columns-1", (radio) => radio.getAttribute("aria-checked"))).toBe("true");
    await page.click("#print-contrast");
    expect(await wcagViolations(page, "[role=dialog]")).toEqual([]);
    await lookAt(page, "paper-print-dialog");
    const pdf = await pdfFrom(page, "[role=dialog] button", "Baixar PDF", "/export/pdf?format=pdf");
    expect(new URL(pdf.url()).search).toBe("?format=pdf&size=extra_large&contrast=1");
    await expectPdfNamed(pdf, "", title);
    const opened = new Promise<Page>((resolve) =>
      page.browserContext().once("targetcreated", async (target) => resolve((await target.page())!)),
    );
    await clickByText(page, "[role=dialog] button", "Imprimir");
    const printPage = await opened;
    await printPage.waitForFunction(() => document.body?.innerText.includes("Questão 1"));
    expect(new URL(printPage.url()).search).toBe("?size=extra_large&contrast=1");
    expect(await printPage.evaluate(() => document.body.innerText)).toContain(title);
    await printPage.close();

    // 'Aplicar prova' on an exam not marked online opens on 'Em papel', with online closed and why.
    await clickByText(page, "main button", "Aplicar prova");
    await waitForText(page, "Esta prova não está marcada como online.");
    expect(await page.$eval("#apply-mode-paper", (radio) => radio.getAttribute("aria-checked"))).toBe("true");
    expect(await page.$eval("#apply-mode-online", (radio) => (radio as HTMLButtonElement).disabled)).toBe(true);
  }, 120_000);

  it("the exam form saves the printed header: teacher, instructions, essay lines, date and what the header shows", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/exams");
    const { exam } = await publishedOnlineExam(page, `Prova de Química ${Math.random().toString(36).slice(2, 7)}`, QUESTIONS);
    await page.setViewport(DESKTOP);
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await page.waitForSelector("#header-teacher-name");
    expect(await page.$eval("#header-instructions", (box) => (box as HTMLTextAreaElement).placeholder)).toContain(
      "Use caneta azul ou preta.",
    );
    await fill(page, "#header-teacher-name", "Profa. Helena Souza");
    await page.type("#header-instructions", "Sem consulta.\nBoa prova!");
    await fill(page, "#header-essay-lines", "41");
    await page.type("#header-print-date", "05062031");
    await clickByText(page, "label", "Valor e nota");
    await clickByText(page, "button", "Salvar Alterações");
    await waitForText(page, "Informe de 1 a 40 linhas");
    await fill(page, "#header-essay-lines", "8");
    await clickByText(page, "button", "Salvar Alterações");
    await waitForText(page, "Prova atualizada com sucesso!");
    await lookAt(page, "paper-exam-form", { fullPage: true });

    const saved = await callApi<Exam>(page, "GET", `/api/exams/${exam.id}`);
    expect(saved.body).toMatchObject({
      teacherName: "Profa. Helena Souza",
      instructions: "Sem consulta.\nBoa prova!",
      essayLines: 8,
      printDate: "2031-06-05",
      showTeacher: true,
      showScoreBoxes: false,
      showInstructions: true,
    });
    // Read back into the form as typed.
    await page.reload();
    await page.waitForSelector("#header-print-date");
    expect(await page.$eval("#header-print-date", (input) => (input as HTMLInputElement).value)).toBe("05/06/2031");
    expect(await bodyText(page)).toContain("Exibir no cabeçalho");
  });
});
