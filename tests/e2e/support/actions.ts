import type { Page } from "puppeteer-core";

export const DEMO = {
  admin: { email: "admin@demo.escola.br", password: "admin123" },
  professor: { email: "professor@demo.escola.br", password: "prof123" },
};

export async function waitForText(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), { timeout }, text);
}

export async function bodyText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForFunction((wanted) => location.pathname === wanted, { timeout: 10_000 }, path);
}

/** Signs in through the API, keeps the token where the app keeps it, then opens `path`. */
export async function signInThroughApi(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
  path = "/dashboard",
) {
  await page.goto(`${baseUrl}/login`);
  const status = await page.evaluate(async ({ email, password }) => {
    const response = await fetch("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    if (response.ok) localStorage.setItem("auth_token", (await response.json()).token);
    return response.status;
  }, credentials);
  if (status !== 200) throw new Error(`login pela API falhou: ${status}`);
  await page.goto(`${baseUrl}${path}`);
}

/** Creates a user through the API as the demo admin; answers the credentials. */
export async function createUserThroughApi(page: Page, baseUrl: string, role: string) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = { username: `Teste ${suffix}`, email: `teste.${suffix}@escola.test`, password: "senha-inicial", role };
  await page.goto(`${baseUrl}/login`);
  const status = await page.evaluate(
    async (body, admin) => {
      const login = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(admin),
      });
      const { token } = await login.json();
      const created = await fetch("/api/users", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      await fetch("/api/auth/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } });
      return created.status;
    },
    user,
    DEMO.admin,
  );
  if (status !== 201) throw new Error(`criação de usuário falhou: ${status}`);
  return user;
}

/**
 * Clicks the first element matching `selector` whose text contains `text`, brought into view first;
 * an option of a select list is picked with the keyboard.
 */
export async function clickByText(page: Page, selector: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (sel, wanted) =>
      [...document.querySelectorAll(sel)].find((element) => (element as HTMLElement).innerText.includes(wanted)) ?? null,
    { timeout: 10_000 },
    selector,
    text,
  );
  const element = handle.asElement() as import("puppeteer-core").ElementHandle<Element>;
  await element.evaluate((target) => target.scrollIntoView({ block: "center" }));
  if ((await element.evaluate((target) => target.getAttribute("role"))) === "option") {
    // A select's list scrolls inside its own viewport, where an option past its scroll buttons
    // has no clickable point; picking it as the keyboard does works wherever it stands.
    await element.focus();
    await page.keyboard.press("Enter");
    return;
  }
  await element.click();
}

export async function fill(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.click(selector, { count: 3 });
  await page.keyboard.press("Backspace");
  await page.type(selector, value);
}

/** Calls the API from the page with the stored token (the app's own way of calling it). */
export async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async (method, path, body) => {
      const token = localStorage.getItem("auth_token");
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    method,
    path,
    body as never,
  );
}
