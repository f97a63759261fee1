import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { scratchFolder } from "../support/scratchFolder";
import { callApi, clickByText, signInThroughApi, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();
const folder = scratchFolder("roster");
const COORDENADOR = { email: "coordenador@demo.escola.br", password: "coord123" };

/** A class of its own in the demo school, so the count on its card is this test's alone. */
async function createClass(page: Page, name: string) {
  const schools = await callApi<Array<{ id: string }>>(page, "GET", "/api/schools");
  const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
  const created = await callApi(page, "POST", "/api/classes", {
    name,
    schoolId: schools.body[0].id,
    gradeLevelId: levels.body[0].id,
    year: new Date().getFullYear(),
  });
  expect(created.status).toBe(201);
}

async function chooseFile(page: Page, path: string) {
  const input = (await page.waitForSelector("#roster-import-file")) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(path);
}

describe("roster import", () => {
  it("a coordinator imports a class list from a CSV: a bad file is explained, the good one fills the roster", async () => {
    const { page, baseUrl } = browser;
    const className = `6º C ${Math.random().toString(36).slice(2, 7)}`;
    await signInThroughApi(page, baseUrl, COORDENADOR, "/organizations");
    await createClass(page, className);
    await page.reload();
    await clickByText(page, "[role=tab]", "Turmas");
    const rosterButton = `button[aria-label="Alunos de ${className}"]`;
    await page.waitForSelector(rosterButton);
    await page.click(rosterButton);
    await waitForText(page, `Alunos — ${className}`);
    await waitForText(page, "Planilha .xlsx ou CSV com as colunas Nome e Matrícula (opcional).");

    const bad = join(folder, "turma.csv");
    writeFileSync(bad, "Nome;Matrícula\nAna Souza;1\n;2\n");
    await chooseFile(page, bad);
    await page.waitForSelector("[role=dialog] [role=alert]");
    const alert = await page.$eval("[role=dialog] [role=alert]", (element) => (element as HTMLElement).innerText);
    expect(alert).toContain("Nenhum aluno foi importado: corrija o problema abaixo e envie a planilha de novo.");
    expect(alert).toContain("Linha 3: nome do aluno é obrigatório.");
    expect(await page.$$("[role=dialog] tbody tr")).toHaveLength(0);

    await chooseFile(page, resolve("tests/fixtures/roster-30.csv"));
    await waitForText(page, "30 alunos importados (30 novos, 0 atualizados).");
    await page.waitForFunction(() => document.querySelectorAll("[role=dialog] tbody tr").length === 30);
    expect(await page.$("[role=dialog] [role=alert]")).toBeNull();
    const rows = await page.$$eval("[role=dialog] tbody tr", (cells) => cells.map((row) => (row as HTMLElement).innerText));
    expect(rows[0]).toMatch(/^Ana Beatriz Souza\s+2026001\s+[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}/);
    expect(rows.some((row) => row.includes("Eduarda Gonçalves Rocha"))).toBe(true);

    await page.keyboard.press("Escape");
    await page.waitForFunction(
      (selector) => {
        const card = document.querySelector(selector)?.closest("[data-slot=card]") as HTMLElement | null;
        return card?.innerText.includes("30 alunos") ?? false;
      },
      { timeout: 10_000 },
      rosterButton,
    );
  });
});
