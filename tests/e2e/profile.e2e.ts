import { describe, expect, it } from "vitest";
import { clickByText, createUserThroughApi, fill, signInThroughApi, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("profile", () => {
  it("updates the username, which the top bar then shows", async () => {
    const { page, baseUrl } = browser;
    const user = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, user, "/profile");
    await waitForText(page, "Informações Pessoais");
    await fill(page, "#me-username", "ab");
    await clickByText(page, "button", "Salvar Alterações");
    await waitForText(page, "Nome de usuário deve ter pelo menos 3 caracteres");
    await fill(page, "#me-username", `${user.username} Silva`);
    await clickByText(page, "button", "Salvar Alterações");
    await waitForText(page, "Perfil atualizado com sucesso!");
    const topBar = await page.$eval("header", (header) => (header as HTMLElement).innerText);
    expect(topBar).toContain(`${user.username} Silva`);
  });

  it("changes the password: wrong current password refused, then the new one works", async () => {
    const { page, baseUrl } = browser;
    const user = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, user, "/profile");
    await clickByText(page, "[role=tab]", "Alterar Senha");
    await page.waitForSelector("#current-password");
    await page.click("form button[type=submit]");
    await waitForText(page, "Senha atual é obrigatória");
    await waitForText(page, "Confirmação de senha é obrigatória");

    await fill(page, "#current-password", "nao-e-essa");
    await fill(page, "#new-password", "nova-senha-1");
    await fill(page, "#confirm-password", "nova-senha-1");
    await page.click("form button[type=submit]");
    await waitForText(page, "Senha atual incorreta.");

    await fill(page, "#current-password", user.password);
    await page.click("form button[type=submit]");
    await waitForText(page, "Senha alterada com sucesso!");
    const login = await page.evaluate(async (email) => {
      const response = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "nova-senha-1" }),
      });
      return response.status;
    }, user.email);
    expect(login).toBe(200);
  });

  it("shows the initials avatar when there is no photo", async () => {
    const { page, baseUrl } = browser;
    const user = await createUserThroughApi(baseUrl, "diretor");
    await signInThroughApi(page, baseUrl, user, "/profile");
    await waitForText(page, "Informações Pessoais");
    const header = await page.$eval("header", (element) => (element as HTMLElement).innerText);
    expect(header).toContain("TE");
  });
});
