import { describe, expect, it } from "vitest";
import { bodyText, clickByText, waitForPath, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("landing page", () => {
  it("shows the product, six features, the benefits, the call to action and the 2025 footer", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/qualquer-coisa`);
    await waitForText(page, "Tudo o que a sua escola precisa para avaliar");
    const text = await bodyText(page);
    for (const feature of [
      "Criação de Provas",
      "Banco de Questões",
      "Relatórios e Análises",
      "Gestão Organizacional",
      "Controle de Acesso",
      "Configurações Flexíveis",
    ]) {
      expect(text).toContain(feature);
    }
    for (const benefit of ["Simplicidade", "Qualidade", "Eficiência"]) expect(text).toContain(benefit);
    expect(text).toContain("© 2025");
    expect(text).toContain("AVALIAÇÕES INTELIGENTES");
    expect(await page.$eval("html", (html) => html.lang)).toBe("pt-BR");
  });

  it.each(["Acesso Usuário", "Acesso Administrador", "Começar Agora", "Começar Gratuitamente"])(
    "'%s' leads to /login",
    async (label) => {
      const { page, baseUrl } = browser;
      await page.goto(`${baseUrl}/`);
      await clickByText(page, "a", label);
      await waitForPath(page, "/login");
      await waitForText(page, "Entrar no sistema");
    },
  );

  it("'Saiba Mais' does nothing", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await clickByText(page, "button", "Saiba Mais");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
