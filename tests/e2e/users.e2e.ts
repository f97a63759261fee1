import { describe, expect, it } from "vitest";
import {
  DEMO,
  bodyText,
  callApi,
  clickByText,
  createUserThroughApi,
  fill,
  signInThroughApi,
  waitForPath,
  waitForText,
} from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

async function chooseRole(page: import("puppeteer-core").Page, trigger: string, label: string) {
  await page.click(trigger);
  await clickByText(page, "[role=option]", label);
}

describe("user administration", () => {
  it("an admin creates a user, who then signs in", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 8);
    const email = `carla.${suffix}@escola.test`;
    await signInThroughApi(page, baseUrl, DEMO.admin, "/admin");
    await waitForText(page, "Usuários Cadastrados");
    await clickByText(page, "button", "Novo Usuário");
    await waitForText(page, "Cadastrar Novo Usuário");

    await page.click("button[type=submit]");
    await waitForText(page, "Nome de usuário deve ter pelo menos 3 caracteres");
    await fill(page, "#user-username", `Carla ${suffix}`);
    await fill(page, "#user-email", email);
    await fill(page, "#user-password", "carla-segura");
    await chooseRole(page, "#user-role", "Coordenador");
    await page.click("button[type=submit]");
    await waitForText(page, "Usuário criado com sucesso!");
    await waitForText(page, email);

    await page.click("header button[aria-haspopup=menu]");
    await clickByText(page, "[role=menuitem]", "Sair");
    await waitForPath(page, "/");
    await page.goto(`${baseUrl}/login`);
    await fill(page, "#email", email);
    await fill(page, "#password", "carla-segura");
    await page.click("button[type=submit]");
    await waitForPath(page, "/dashboard");
    await waitForText(page, `Carla ${suffix}`);
  });

  it("edits a user with the form prefilled and a blank password", async () => {
    const { page, baseUrl } = browser;
    const user = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, DEMO.admin, "/admin");
    await waitForText(page, user.email);
    await page.click(`button[aria-label="Editar ${user.username}"]`);
    await waitForText(page, "Editar Usuário");
    expect(await page.$eval("#user-username", (input) => (input as HTMLInputElement).value)).toBe(user.username);
    expect(await page.$eval("#user-password", (input) => (input as HTMLInputElement).value)).toBe("");
    await fill(page, "#user-username", `${user.username} Editado`);
    await page.click("button[type=submit]");
    await waitForText(page, "Usuário atualizado com sucesso!");
    await waitForText(page, `${user.username} Editado`);
  });

  it("shows the server's message when the email is taken", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.admin, "/admin");
    await clickByText(page, "button", "Novo Usuário");
    await fill(page, "#user-username", "Outro Professor");
    await fill(page, "#user-email", DEMO.professor.email);
    await fill(page, "#user-password", "senha-segura");
    await page.click("button[type=submit]");
    await waitForText(page, "Este email já está em uso.");
  });

  it("deletes after the spec's confirmation, and cannot delete oneself", async () => {
    const { page, baseUrl } = browser;
    const user = await createUserThroughApi(baseUrl, "diretor");
    await signInThroughApi(page, baseUrl, DEMO.admin, "/admin");
    await waitForText(page, user.email);
    expect(
      await page.$eval('button[aria-label="Excluir Administrador Demo"]', (button) => (button as HTMLButtonElement).disabled),
    ).toBe(true);

    await page.click(`button[aria-label="Excluir ${user.username}"]`);
    await waitForText(page, `Tem certeza que deseja excluir o usuário "${user.username}"?`);
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await waitForText(page, "Usuário excluído com sucesso!");
    await page.waitForFunction((email) => !document.body.innerText.includes(email), {}, user.email);
  });

  it("shows role badges with the spec's labels", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.admin, "/admin");
    await waitForText(page, "professor@demo.escola.br");
    const text = await bodyText(page);
    for (const label of ["Administrador", "Diretor", "Coordenador", "Professor"]) expect(text).toContain(label);
  });
});

describe("create profile", () => {
  it("an admin creates a user with the create-profile form", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 8);
    await signInThroughApi(page, baseUrl, DEMO.admin, "/create-profile");
    await page.waitForSelector("#profile-name");
    await fill(page, "#profile-name", "J");
    await fill(page, "#profile-password", "123456");
    await fill(page, "#profile-confirm", "654321");
    await clickByText(page, "button", "Criar Usuário");
    await waitForText(page, "Nome deve ter pelo menos 2 caracteres");
    await waitForText(page, "Senhas não coincidem");

    await fill(page, "#profile-name", `Joana ${suffix}`);
    await fill(page, "#profile-email", `joana.${suffix}@escola.test`);
    await fill(page, "#profile-confirm", "123456");
    await chooseRole(page, "#profile-role", "Diretor");
    await clickByText(page, "button", "Criar Usuário");
    await waitForText(page, "Usuário criado com sucesso!");
    expect(await page.$eval("#profile-name", (input) => (input as HTMLInputElement).value)).toBe("");
  });

  it("maps a taken email to the spec's message", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.admin, "/create-profile");
    await fill(page, "#profile-name", "Duplicado");
    await fill(page, "#profile-email", DEMO.professor.email);
    await fill(page, "#profile-password", "123456");
    await fill(page, "#profile-confirm", "123456");
    await clickByText(page, "button", "Criar Usuário");
    await waitForText(page, "Dados inválidos. Verifique se o email já está em uso.");
  });

  it("says a taken name is taken, in the toast and under the name field", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.admin, "/create-profile");
    const users = await callApi<Array<{ email: string; username: string }>>(page, "GET", "/api/users");
    const taken = users.body.find((user) => user.email === DEMO.professor.email)!.username;
    await fill(page, "#profile-name", taken);
    await fill(page, "#profile-email", `novo.${Math.random().toString(36).slice(2, 7)}@escola.test`);
    await fill(page, "#profile-password", "123456");
    await fill(page, "#profile-confirm", "123456");
    await clickByText(page, "button", "Criar Usuário");
    await waitForText(page, "Este nome de usuário já está em uso.");
    // Under the name field (its FormField), not under the email's.
    const fieldText = (id: string) => page.$eval(id, (input) => (input.parentElement as HTMLElement).innerText);
    expect(await fieldText("#profile-name")).toContain("Este nome de usuário já está em uso.");
    expect(await fieldText("#profile-email")).not.toContain("já está em uso");
    expect(await bodyText(page)).not.toContain("Verifique se o email já está em uso");
  });
});

describe("a professor", () => {
  it("sees 'Acesso Restrito' on /create-profile, has no admin section and gets the 404 page on /admin", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.professor, "/create-profile");
    await waitForText(page, "Acesso Restrito");
    await waitForText(page, "Apenas administradores podem criar novos usuários no sistema.");
    const text = await bodyText(page);
    expect(text).not.toContain("Painel Administrativo");
    expect(text).not.toMatch(/^Administração$/m);

    await page.click("header button[aria-haspopup=menu]");
    await page.waitForSelector("[role=menu]");
    const menu = await page.$eval("[role=menu]", (element) => (element as HTMLElement).innerText);
    expect(menu).toContain("Meu Perfil");
    expect(menu).not.toContain("Administração");
    await page.keyboard.press("Escape");

    await page.goto(`${baseUrl}/admin`);
    await waitForText(page, "Página não encontrada");
    const forbidden = await page.evaluate(
      async () =>
        (await fetch("/api/users", { headers: { authorization: `Bearer ${localStorage.getItem("auth_token")}` } })).status,
    );
    expect(forbidden).toBe(403);
  });
});
