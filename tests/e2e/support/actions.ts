import type { Page } from "puppeteer-core";
import { expect } from "vitest";

/** Demo accounts (server/services/system/demoData.ts); coordinators and professors belong to one of the two demo schools. */
export const DEMO = {
  admin: { email: "admin@demo.escola.br", password: "admin123" },
  /** Professora Ana Ribeiro, of school A; teaches 5º Ano A and 9º Ano A. */
  professor: { email: "professor@demo.escola.br", password: "prof123" },
  /** Professor Bruno Almeida, Ana's colleague in school A. */
  colleague: { email: "bruno.almeida@demo.escola.br", password: "prof123" },
  /** Coordenador Paulo Lima, of school A. */
  coordinatorA: { email: "coordenador@demo.escola.br", password: "coord123" },
  /** Coordenadora Marina Costa, of school B. */
  coordinatorB: { email: "coordenadora.meireles@demo.escola.br", password: "coord123" },
  /** Professora Carla Mendes, of school B. */
  professorB: { email: "carla.mendes@demo.escola.br", password: "prof123" },
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

/** The API called from Node with a bearer token: quicker than loading a page only to call it from there. */
export async function nodeApi<T>(
  baseUrl: string,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} pela API falhou: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Signs in through the API, gives the page the session cookie and the token where the app keeps
 * them, then opens `path`: one page load instead of two.
 */
export async function signInThroughApi(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
  path = "/dashboard",
) {
  const { token } = await nodeApi<{ token: string }>(baseUrl, undefined, "POST", "/api/auth/login", credentials);
  await page
    .browserContext()
    .setCookie({ name: "sid", value: token, domain: new URL(baseUrl).hostname, path: "/", httpOnly: true, sameSite: "Lax" });
  const seed = await page.evaluateOnNewDocument(
    (origin, token) => {
      if (location.origin === origin) localStorage.setItem("auth_token", token);
    },
    new URL(baseUrl).origin,
    token,
  );
  await page.goto(`${baseUrl}${path}`);
  await page.removeScriptToEvaluateOnNewDocument(seed.identifier);
}

/** Opens `path` as the app's own links do, without loading the page again (the router follows `pushState`). */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => history.pushState(null, "", path), path);
}

/** The demo schools (server/services/system/demoData.ts): staff see only their own school's classes and exams. */
export const DEMO_SCHOOL_A = "Escola Monteiro Lobato";
export const DEMO_SCHOOL_B = "Colégio Cecília Meireles";

/**
 * Creates a user through the API as the demo admin, member of the demo schools named (the first
 * one unless told: without a school one creates no exam); answers the credentials.
 */
export async function createUserThroughApi(baseUrl: string, role: string, schools: string[] = [DEMO_SCHOOL_A]) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = { username: `Teste ${suffix}`, email: `teste.${suffix}@escola.test`, password: "senha-inicial", role };
  const { token } = await nodeApi<{ token: string }>(baseUrl, undefined, "POST", "/api/auth/login", DEMO.admin);
  const known = await nodeApi<Array<{ id: string; name: string }>>(baseUrl, token, "GET", "/api/schools");
  const schoolIds = schools.map((name) => known.find((school) => school.name === name)?.id);
  await nodeApi(baseUrl, token, "POST", "/api/users", { ...user, schoolIds });
  await nodeApi(baseUrl, token, "POST", "/api/auth/logout");
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

/** Opens the tab named `label` and waits until it is the active one, so its panel is the one shown. */
export async function openTab(page: Page, label: string): Promise<void> {
  await clickByText(page, "[role=tab]", label);
  await page.waitForFunction(
    (label) => document.querySelector<HTMLElement>("[role=tab][data-state=active]")?.innerText.includes(label),
    {},
    label,
  );
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

/** An exam created through the API in the caller's first school and the first grade level; `fields` is the rest of its body. */
export async function createExamThroughApi<T = { id: string; examCode: string }>(
  page: Page,
  fields: Record<string, unknown>,
): Promise<T> {
  const schools = await callApi<Array<{ id: string }>>(page, "GET", "/api/schools");
  const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
  const created = await callApi<T>(page, "POST", "/api/exams", {
    schoolId: schools.body[0].id,
    gradeLevelId: levels.body[0].id,
    ...fields,
  });
  expect(created.status).toBe(201);
  return created.body;
}
