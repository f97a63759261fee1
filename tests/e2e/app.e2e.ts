import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

describe("the built app in Chromium", () => {
  it("serves the start page, which reaches the API", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => document.body.innerText.includes("Servidor: em funcionamento"));
    expect(await page.$eval("html", (html) => html.lang)).toBe("pt-BR");
    expect(await page.title()).toBe("Avaliações Inteligentes");
  });

  it("answers client-side routes with the app itself", async () => {
    const { page, baseUrl } = browser;
    const response = await page.goto(`${baseUrl}/exams/qualquer/view`);
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.body.innerText.includes("AVALIAÇÕES INTELIGENTES"));
  });

  it("keeps the session cookie out of reach of page scripts and uses it for API calls", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const result = await page.evaluate(async () => {
      const credentials = await (await fetch("/api/demo/credentials")).json();
      const professor = credentials.find((item: { role: string }) => item.role === "professor");
      const login = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: professor.email, password: professor.password }),
      });
      const profile = await fetch("/api/auth/profile");
      const logout = await fetch("/api/auth/logout", { method: "POST" });
      const afterLogout = await fetch("/api/auth/profile");
      return {
        login: login.status,
        cookieVisible: document.cookie.includes("sid="),
        profile: profile.status,
        role: (await profile.json()).role,
        logout: logout.status,
        afterLogout: afterLogout.status,
      };
    });
    expect(result).toEqual({ login: 200, cookieVisible: false, profile: 200, role: "professor", logout: 204, afterLogout: 401 });
  });
});
