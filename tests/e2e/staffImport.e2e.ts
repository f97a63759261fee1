import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { scratchFolder } from "../support/scratchFolder";
import { DEMO, DEMO_SCHOOL_A, clickByText, signInThroughApi, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();
const folder = scratchFolder("staff");

async function chooseFile(page: Page, name: string, csv: string) {
  const path = join(folder, name);
  writeFileSync(path, csv);
  const input = (await page.waitForSelector("#staff-import-file")) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(path);
}

describe("staff import", () => {
  it("an admin imports the staff from a CSV: a bad file is explained, the good one shows each temporary password once", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 8);
    const people = [
      { name: `Helena ${suffix}`, email: `helena.${suffix}@escola.test` },
      { name: `Igor ${suffix}`, email: `igor.${suffix}@escola.test` },
    ];
    await signInThroughApi(page, baseUrl, DEMO.admin, "/admin");
    await waitForText(page, "Usuários Cadastrados");
    await clickByText(page, "button", "Importar equipe");
    await page.waitForSelector("[role=dialog]");
    await waitForText(page, "Colunas: Nome, Email, Papel e Escola; opcionais: Turmas, Disciplina e Senha.");

    await chooseFile(
      page,
      "equipe-com-erros.csv",
      `Nome;Email;Papel;Escola\nZé ${suffix};ze.${suffix}@escola.test;Zelador;${DEMO_SCHOOL_A}\n` +
        `Lia ${suffix};lia.${suffix}@escola.test;Professor;Escola Que Não Existe\n`,
    );
    await page.waitForSelector("[role=dialog] [role=alert]");
    const alert = await page.$eval("[role=dialog] [role=alert]", (element) => (element as HTMLElement).innerText);
    expect(alert).toContain("Ninguém foi importado: corrija os 2 problemas abaixo e envie a planilha de novo.");
    expect(alert).toContain('Linha 2: papel desconhecido ("Zelador")');
    expect(alert).toContain('Linha 3: escola "Escola Que Não Existe" não encontrada.');

    await chooseFile(
      page,
      "equipe.csv",
      "Nome;Email;Papel;Escola;Turmas;Disciplina\n" +
        `${people[0].name};${people[0].email};Professora;${DEMO_SCHOOL_A};5º Ano A;Matemática\n` +
        `${people[1].name};${people[1].email};Coordenador;${DEMO_SCHOOL_A};;\n`,
    );
    await waitForText(page, "2 pessoas importadas (2 novas, 0 atualizadas).");
    await waitForText(page, "Anote ou copie as senhas temporárias agora: elas não serão mostradas de novo.");
    expect(await page.$("[role=dialog] [role=alert]")).toBeNull();
    const rows = await page.$$eval('[role=dialog] [aria-label="Pessoas importadas"] li', (items) =>
      items.map((item) => ({
        text: (item as HTMLElement).innerText,
        password: item.querySelector("code")?.textContent ?? "",
      })),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].text).toContain(`${DEMO_SCHOOL_A} · Turmas: 5º Ano A`);
    for (const [index, row] of rows.entries()) {
      expect(row.text).toContain(people[index].email);
      expect(row.password).toMatch(/^[a-z0-9]{10}$/);
    }

    await clickByText(page, "[role=dialog] button", "Concluir");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
    await page.waitForFunction(
      (emails) => {
        const list = (document.querySelector('[aria-label="Usuários"]') as HTMLElement | null)?.innerText ?? "";
        return emails.every((email) => list.includes(email));
      },
      { timeout: 10_000 },
      people.map((person) => person.email),
    );

    // The password shown is the account's own.
    const status = await page.evaluate(
      async (credentials) =>
        (
          await fetch("/api/auth/login", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(credentials),
          })
        ).status,
      { email: people[0].email, password: rows[0].password },
    );
    expect(status).toBe(200);
  });
});
