import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  callApi,
  clickByText,
  createUserThroughApi,
  signInThroughApi,
  waitForText,
  createExamThroughApi,
} from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

async function createExam(page: Page, title: string, questions: number) {
  return createExamThroughApi(page, {
    title,
    subject: "Matemática",
    questions: Array.from({ length: questions }, (_, index) => ({
      questionType: "essay",
      questionText: `<p>Questão ${index + 1}</p>`,
    })),
  });
}

const figure = (page: Page, label: string) =>
  page.$$eval(
    "dt",
    (terms, wanted) => terms.find((term) => term.textContent === wanted)?.nextElementSibling?.textContent ?? null,
    label,
  );

describe("dashboard and reports", () => {
  it("the dashboard's four figures match the data", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/dashboard");
    await createExam(page, "Primeira", 2);
    await createExam(page, "Segunda", 1);
    const expected = await callApi<{
      examsCreated: number;
      activeApplications: number;
      questionsInBank: number;
      activeClasses: number;
    }>(page, "GET", "/api/dashboard/stats");
    await page.reload();
    await waitForText(page, "Provas Criadas");
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await figure(page, "Provas Criadas")).toBe("2");
    expect(await figure(page, "Aplicações Ativas")).toBe(String(expected.body.activeApplications));
    expect(await figure(page, "Questões no Banco")).toBe(expected.body.questionsInBank.toLocaleString("pt-BR"));
    expect(await figure(page, "Turmas Ativas")).toBe(String(expected.body.activeClasses));

    await clickByText(page, "button", "Relatórios de Desempenho");
    await clickByText(page, "[role=dialog] button", "Em Breve");
    await waitForText(page, "Relatórios detalhados serão adicionados em breve.");
  });

  it("the reports page shows the figures and the derived rates", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/reports");
    await createExam(page, "Prova A", 3);
    await createExam(page, "Prova B", 2);
    await page.reload();
    await waitForText(page, "Taxa de uso do banco");
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await figure(page, "Provas")).toBe("2");
    expect(await figure(page, "Questões em provas")).toBe("5");
    expect(await figure(page, "Média de questões por prova")).toBe("3");
    expect(await figure(page, "Taxa de resposta")).toBe("0%");
    await waitForText(page, "Provas por matéria");
    expect(await page.$eval("body", (body) => body.innerHTML)).toContain("Matemática: 2");
  });
});
