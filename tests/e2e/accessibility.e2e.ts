import { describe, expect, it } from "vitest";
import { DEMO, callApi, clickByText, signInThroughApi, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { useBrowser } from "./support/browser";

const browser = useBrowser();
describe("accessibility (axe, WCAG 2.1 AA)", () => {
  it.each([
    ["the landing page", "/", "Tudo o que a sua escola precisa para avaliar"],
    ["the login page", "/login", "Contas de demonstração"],
  ])("%s has no violations", async (_name, path, ready) => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}${path}`);
    await waitForText(page, ready);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it.each([
    ["user administration", "/admin", "professor@demo.escola.br"],
    ["create profile", "/create-profile", "Funções do sistema"],
    ["profile", "/profile", "Informações Pessoais"],
    ["system status", "/test", "Versão do sistema"],
    ["dashboard", "/dashboard", "Provas Criadas"],
    ["organisations", "/organizations", "União Educacional do Sudeste"],
    ["unions", "/unions", "Gestão de Uniões"],
    ["the exam list", "/exams", "Minhas Provas"],
    ["the exam form", "/create-exam", "Criar Nova Prova"],
  ])("%s has no violations", async (_name, path, ready) => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.admin, path);
    await waitForText(page, ready);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it("the reports page, with charts drawn, has no violations", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.admin, "/dashboard");
    const schools = await callApi<Array<{ id: string }>>(page, "GET", "/api/schools");
    const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
    await callApi(page, "POST", "/api/exams", {
      title: "Prova para os gráficos",
      subject: "Matemática",
      schoolId: schools.body[0].id,
      gradeLevelId: levels.body[0].id,
      questions: [{ questionType: "essay", questionText: "<p>x</p>" }],
    });
    await callApi(page, "POST", "/api/question-bank", {
      title: "Questão para os gráficos",
      questionText: "<p>y</p>",
      subject: "Matemática",
      gradeLevelId: levels.body[0].id,
      questionType: "essay",
    });
    await page.goto(`${baseUrl}/reports`);
    await page.waitForFunction(() => document.querySelectorAll(".recharts-surface").length >= 5);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it("the user dialog has no violations, keeps focus inside and closes on Esc", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.admin, "/admin");
    await clickByText(page, "button", "Novo Usuário");
    await page.waitForSelector("[role=dialog]");
    expect(await wcagViolations(page)).toEqual([]);

    for (let press = 0; press < 12; press++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
  });

  it("signs in with the keyboard alone", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.waitForSelector("#email");
    await page.focus("#email");
    await page.keyboard.type(DEMO.professor.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(DEMO.professor.password);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => location.pathname === "/dashboard");
  });
});
