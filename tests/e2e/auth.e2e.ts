import { describe, expect, it } from "vitest";
import { DEMO, clickByText, fill, signInThroughApi, waitForPath, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("sign-in", () => {
  it("shows the spec's messages for empty fields and the server's for wrong credentials", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    // The demo accounts arrive after the form and move the centred card: click once it has settled.
    await waitForText(page, "Contas de demonstração");
    await page.click("button[type=submit]");
    await waitForText(page, "Email deve ser válido");
    await waitForText(page, "Senha é obrigatória");

    await fill(page, "#email", DEMO.admin.email);
    await fill(page, "#password", "senha-errada");
    await page.click("button[type=submit]");
    await waitForText(page, "Email ou senha incorretos.");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("the toggle changes the wording only", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await waitForText(page, "Entre como professor, diretor ou coordenador");
    await clickByText(page, "button", "Administrador");
    await waitForText(page, "Acesso administrativo ao sistema");
  });

  it("signs in with the right credentials, picked from the demo hint block, and lands on /dashboard", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await waitForText(page, "Contas de demonstração");
    await clickByText(page, "button", DEMO.admin.email);
    await page.click("button[type=submit]");
    await waitForPath(page, "/dashboard");
    await waitForText(page, "Administrador Demo");
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("starts logged out when the stored token is stale, and removes it", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => localStorage.setItem("auth_token", "token-antigo-que-nao-vale-mais"));
    await page.goto(`${baseUrl}/dashboard`);
    await waitForText(page, "Tudo o que a sua escola precisa para avaliar");
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  });

  it("Sair ends the session, clears local storage and returns to the landing page", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.professor, "/profile");
    await waitForText(page, "Professora Ana Ribeiro");
    const token = await page.evaluate(() => {
      localStorage.setItem("preferencia", "qualquer");
      return localStorage.getItem("auth_token");
    });
    await page.click("header button[aria-haspopup=menu]");
    await clickByText(page, "[role=menuitem]", "Sair");
    await waitForPath(page, "/");
    await waitForText(page, "Tudo o que a sua escola precisa para avaliar");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const status = await page.evaluate(
      async (old) => (await fetch("/api/auth/profile", { headers: { authorization: `Bearer ${old}` } })).status,
      token,
    );
    expect(status).toBe(401);
  });

  it("keeps the session cookie out of reach of page scripts", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.professor);
    await waitForText(page, "Dashboard");
    expect(await page.evaluate(() => document.cookie)).not.toContain("sid=");
  });
});

describe("pages", () => {
  it("shows 'Página não encontrada' for an unknown path", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.professor, "/nao-existe");
    await waitForText(page, "Página não encontrada");
    await waitForText(page, "A página solicitada não existe.");
  });

  it("highlights the current sidebar item and shows the status page", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.professor, "/test");
    await waitForText(page, "Embutido (PGlite)");
    await page.goto(`${baseUrl}/reports`);
    await waitForText(page, "Taxa de uso do banco");
    const current = await page.$$eval('nav a[aria-current="page"]', (links) =>
      links.map((link) => (link as HTMLElement).innerText),
    );
    expect(current).toEqual(["Relatórios"]);
  });
});
