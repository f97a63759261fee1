import type { Page } from "puppeteer-core";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO, callApi, clickByText, createUserThroughApi, signInThroughApi, waitForPath, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

const MENU_BUTTON = 'header button[aria-label="Abrir menu"]';

/** The navigation landmarks a person can see (a hidden sidebar has no box). */
function visibleNavigations(page: Page) {
  return page.$$eval('nav[aria-label="Menu principal"]', (navs) =>
    navs.filter((nav) => nav.getClientRects().length > 0).map((nav) => (nav.closest("[role=dialog]") ? "painel" : "barra")),
  );
}

async function openMenu(page: Page) {
  await page.click(MENU_BUTTON);
  await page.waitForSelector("[role=dialog]");
  // The panel slides in: clicks land where it stops.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === "finished"));
}

describe("the staff app on a 360 px phone", () => {
  beforeEach(async () => {
    await browser.page.setViewport({ width: 360, height: 740 });
  });

  it("hides the sidebar, fits the top bar and gives the page the full width", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.professor, "/dashboard");
    await waitForText(page, "Provas Criadas");
    expect(await visibleNavigations(page)).toEqual([]);
    const layout = await page.evaluate(() => ({
      pageWidth: document.documentElement.scrollWidth,
      mainWidth: document.querySelector("main")!.getBoundingClientRect().width,
    }));
    expect(layout).toEqual({ pageWidth: 360, mainWidth: 360 });
    expect(await page.$eval(MENU_BUTTON, (button) => button.getAttribute("aria-expanded"))).toBe("false");
  });

  it("opens the navigation in a panel that closes on a link, on Esc and on its close button", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.professor, "/dashboard");
    await waitForText(page, "Provas Criadas");

    await openMenu(page);
    const trigger = await page.$eval(MENU_BUTTON, (button) => ({
      expanded: button.getAttribute("aria-expanded"),
      controls: button.getAttribute("aria-controls"),
    }));
    expect(trigger.expanded).toBe("true");
    expect(await page.$eval("[role=dialog]", (dialog) => dialog.id)).toBe(trigger.controls);
    expect(await visibleNavigations(page)).toEqual(["painel"]);
    expect(await wcagViolations(page)).toEqual([]);
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
    }

    await clickByText(page, "[role=dialog] nav a", "Banco de Questões");
    await waitForPath(page, "/question-bank");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
    expect(await page.$eval(MENU_BUTTON, (button) => button.getAttribute("aria-expanded"))).toBe("false");

    await openMenu(page);
    expect(await page.$$eval('[role=dialog] a[aria-current="page"]', (links) => links.map((link) => link.textContent))).toEqual([
      "Banco de Questões",
    ]);
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Abrir menu");

    await openMenu(page);
    await page.click('[role=dialog] button[aria-label="Fechar menu"]');
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
    expect(new URL(page.url()).pathname).toBe("/question-bank");
  });

  it("gives an exam's question rows on the edit page room for their text, and a long school name no width", async () => {
    const { page, baseUrl } = browser;
    // A school whose name has no place to break, as a select's chosen value must still fit the screen;
    // an administrator creates it, and a professor of it writes the exam.
    await signInThroughApi(page, baseUrl, DEMO.admin, "/dashboard");
    const associations = await callApi<Array<{ id: string }>>(page, "GET", "/api/associations");
    const schoolName = `Escola_Municipal_de_Ensino_Fundamental_Professora_Maria_da_Conceição_${Date.now()}`;
    const school = await callApi<{ id: string }>(page, "POST", "/api/schools", {
      name: schoolName,
      associationId: associations.body[0].id,
    });
    expect(school.status).toBe(201);
    const teacher = await createUserThroughApi(baseUrl, "professor", [schoolName]);
    await signInThroughApi(page, baseUrl, teacher, "/dashboard");
    const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
    const exam = await callApi<{ id: string }>(page, "POST", "/api/exams", {
      title: "Prova no celular",
      subject: "Geografia",
      schoolId: school.body.id,
      gradeLevelId: levels.body[0].id,
      questions: [{ questionType: "essay", questionText: "<p>Cite duas regiões do país.</p>" }],
    });
    expect(exam.status).toBe(201);
    await page.goto(`${baseUrl}/exams/${exam.body.id}/edit`);
    await waitForText(page, "Cite duas regiões do país.");
    const textWidth = await page.$eval("[data-question-row] p", (text) => text.getBoundingClientRect().width);
    expect(textWidth).toBeGreaterThan(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});
