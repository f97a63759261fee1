import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { bodyText, clickByText, DEMO, fill, openTab, signInThroughApi, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();
/** Coordinator of Escola Monteiro Lobato: changes that school and its classes, reads the network's lists. */
const COORDENADOR = DEMO.coordinatorA;

async function choose(page: Page, trigger: string, option: string) {
  await page.click(trigger);
  await clickByText(page, "[role=option]", option);
}

async function submitDialog(page: Page, success: string) {
  await page.click("[role=dialog] button[type=submit]");
  await waitForText(page, success);
  await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
}

describe("organisations", () => {
  it("an admin builds union → association → school → grade level → class and sees each in its tab", async () => {
    const { page, baseUrl } = browser;
    const tag = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, DEMO.admin, "/organizations");
    await waitForText(page, "Nova União");

    await clickByText(page, "button", "Nova União");
    await fill(page, "#union-name", `União ${tag}`);
    await fill(page, "#union-description", "Rede de escolas do interior");
    await submitDialog(page, "União criada com sucesso!");
    await waitForText(page, `União ${tag}`);

    await openTab(page, "Associações");
    await clickByText(page, "button", "Nova Associação");
    await fill(page, "#association-name", `Associação ${tag}`);
    await choose(page, "#association-union", `União ${tag}`);
    await submitDialog(page, "Associação criada com sucesso!");
    await waitForText(page, `Associação ${tag}`);

    await openTab(page, "Escolas");
    await clickByText(page, "button", "Nova Escola");
    await fill(page, "#school-name", `Escola ${tag}`);
    await choose(page, "#school-association", `Associação ${tag}`);
    await fill(page, "#school-email", "secretaria@escola.br");
    await submitDialog(page, "Escola criada com sucesso!");
    await waitForText(page, "secretaria@escola.br");

    await openTab(page, "Níveis de Ensino");
    await clickByText(page, "button", "Novo Nível");
    await fill(page, "#grade-level-name", `7º Ano ${tag}`);
    await choose(page, "#grade-level-category", "Ensino Fundamental II");
    await submitDialog(page, "Nível de ensino criado com sucesso!");
    await waitForText(page, `7º Ano ${tag} - Ensino Fundamental II`);

    await openTab(page, "Turmas");
    await clickByText(page, "button", "Nova Turma");
    expect(await page.$eval("#class-year", (input) => (input as HTMLInputElement).value)).toBe(String(new Date().getFullYear()));
    await fill(page, "#class-name", `7º A ${tag}`);
    await choose(page, "#class-school", `Escola ${tag}`);
    await choose(page, "#class-grade-level", `7º Ano ${tag}`);
    await submitDialog(page, "Turma criada com sucesso!");
    await waitForText(page, `7º A ${tag}`);
    expect(await bodyText(page)).toContain("0 alunos");

    await openTab(page, "Níveis de Ensino");
    await waitForText(page, "1 turma");
  });

  it("shows the spec's messages, and why an association with schools cannot be removed", async () => {
    const { page, baseUrl } = browser;
    // The coordinator edits their own school and creates classes in it.
    await signInThroughApi(page, baseUrl, COORDENADOR, "/organizations");
    await openTab(page, "Escolas");
    await page.waitForSelector('button[aria-label="Editar Escola Monteiro Lobato"]');
    await page.click('button[aria-label="Editar Escola Monteiro Lobato"]');
    await fill(page, "#school-email", "secretaria@");
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "Email inválido");
    await page.keyboard.press("Escape");

    await openTab(page, "Turmas");
    await clickByText(page, "button", "Nova Turma");
    await fill(page, "#class-year", "2019");
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "Ano deve ser maior que 2020");
    await waitForText(page, "Escola é obrigatória");
    await page.keyboard.press("Escape");

    // Associations are the network's: an administrator's to remove.
    await signInThroughApi(page, baseUrl, DEMO.admin, "/organizations");
    await openTab(page, "Associações");
    // The delete buttons appear once the list and the signed-in administrator have both loaded.
    const remove = await page.waitForSelector('button[aria-label="Excluir Associação Paulista de Ensino"]');
    await remove!.click();
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await waitForText(page, "Não é possível remover: existem escolas vinculadas a esta associação.");
  });

  it("a professor sees the lists without create, edit or delete buttons", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.professor, "/organizations");
    await waitForText(page, "União Educacional do Sudeste");
    for (const tab of ["Associações", "Escolas", "Níveis de Ensino", "Turmas"]) {
      await openTab(page, tab);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const text = await bodyText(page);
      expect(text).not.toMatch(/Nova União|Nova Associação|Nova Escola|Novo Nível|Nova Turma/);
      expect(await page.$('button[aria-label^="Editar "], button[aria-label^="Excluir "]')).toBeNull();
    }
  });

  it("a coordinator changes their school and its classes, and only reads the network's records", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, COORDENADOR, "/organizations");
    await waitForText(page, "União Educacional do Sudeste");
    expect(await bodyText(page)).not.toContain("Nova União");
    expect(await page.$('button[aria-label^="Editar "], button[aria-label^="Excluir "]')).toBeNull();
    for (const tab of ["Associações", "Níveis de Ensino"]) {
      await openTab(page, tab);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await bodyText(page)).not.toMatch(/Nova Associação|Novo Nível/);
      expect(await page.$('button[aria-label^="Editar "], button[aria-label^="Excluir "]')).toBeNull();
    }
    // Their school: edited, neither created nor removed.
    await openTab(page, "Escolas");
    await page.waitForSelector('button[aria-label="Editar Escola Monteiro Lobato"]');
    expect(await bodyText(page)).not.toContain("Nova Escola");
    expect(await page.$('button[aria-label="Excluir Escola Monteiro Lobato"]')).toBeNull();
    await openTab(page, "Turmas");
    await page.waitForSelector('button[aria-label="Editar 9º Ano A"]');
    expect(await page.$('button[aria-label="Excluir 9º Ano A"]')).not.toBeNull();
    await waitForText(page, "Nova Turma");
  });
});

describe("unions page", () => {
  it("creates and deletes a union with its own texts, and says why one with associations stays", async () => {
    const { page, baseUrl } = browser;
    const tag = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, DEMO.admin, "/unions");
    await waitForText(page, "Gestão de Uniões");
    await clickByText(page, "button", "Nova União");
    await fill(page, "#union-name", `União Norte ${tag}`);
    await submitDialog(page, "União criada com sucesso!");
    await page.click(`button[aria-label="Excluir União Norte ${tag}"]`);
    await waitForText(page, "Tem certeza que deseja excluir esta união? Esta ação não pode ser desfeita.");
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await page.waitForFunction((name) => !document.body.innerText.includes(name), {}, `União Norte ${tag}`);

    await page.click('button[aria-label="Excluir União Educacional do Sudeste"]');
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await waitForText(page, "Não é possível remover: existem associações vinculadas a esta união.");
  });
});

describe("class rosters", () => {
  it("a coordinator adds students, who get access codes counted on the class; its professor only reads them, others not at all", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, COORDENADOR, "/organizations");
    await openTab(page, "Turmas");
    await page.waitForSelector('button[aria-label="Alunos de 5º Ano B"]');
    await page.click('button[aria-label="Alunos de 5º Ano B"]');
    await waitForText(page, "Alunos — 5º Ano B");
    for (const [name, registration] of [
      ["Lívia Rocha", "501"],
      ["Mateus Alves", ""],
    ]) {
      await fill(page, "#student-name", name);
      if (registration) await fill(page, "#student-registration", registration);
      await clickByText(page, "[role=dialog] button", "Adicionar");
      await waitForText(page, name);
    }
    const codes = await page.$$eval("[role=dialog] td.font-mono", (cells) => cells.map((cell) => cell.textContent));
    expect(codes).toHaveLength(2);
    codes.forEach((code) => expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/));
    await page.keyboard.press("Escape");
    await waitForText(page, "2 alunos");

    // Bruno teaches 5º Ano B: he reads the roster, without the form.
    await signInThroughApi(page, baseUrl, DEMO.colleague, "/organizations");
    await openTab(page, "Turmas");
    await page.waitForSelector('button[aria-label="Alunos de 5º Ano B"]');
    await page.click('button[aria-label="Alunos de 5º Ano B"]');
    await waitForText(page, "Lívia Rocha");
    expect(await page.$("#student-name")).toBeNull();

    // Ana, of the same school, does not teach it: the names stay with the class.
    await signInThroughApi(page, baseUrl, DEMO.professor, "/organizations");
    await openTab(page, "Turmas");
    await page.waitForSelector('button[aria-label="Alunos de 5º Ano B"]');
    await page.click('button[aria-label="Alunos de 5º Ano B"]');
    await waitForText(page, "Os alunos desta turma aparecem para os professores dela e para a coordenação da escola.");
    expect(await bodyText(page)).not.toContain("Lívia Rocha");
  });
});
