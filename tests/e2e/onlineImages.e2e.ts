import type { ExamApplication } from "@shared/types/applications";
import { PNG } from "pngjs";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { callApi, clickByText, fill, signInThroughApi, waitForText } from "./support/actions";
import { lookAt, useBrowser } from "./support/browser";
import { addStudent, publishedOnlineExam, twoOptionQuestion } from "./support/onlineExams";

const browser = useBrowser();
const COORDINATOR = { email: "coordenador@demo.escola.br", password: "coord123" };
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A real PNG: a filled triangle of `color` on white, as a teacher's figure would be. */
function trianglePng(width: number, height: number, color: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    const halfWidth = ((y / height) * width) / 2;
    for (let x = 0; x < width; x++) {
      const inside = Math.abs(x - width / 2) <= halfWidth;
      const offset = (y * width + x) * 4;
      const [red, green, blue] = inside ? color : [255, 255, 255];
      png.data.set([red, green, blue, 255], offset);
    }
  }
  return PNG.sync.write(png);
}

/** Uploads a file through the app's upload flow as the signed-in user; answers its `/objects/<id>` path. */
async function upload(page: Page, bytes: Buffer): Promise<string> {
  const ticket = await callApi<{ uploadURL: string }>(page, "POST", "/api/objects/upload", { purpose: "question-image" });
  expect(ticket.status).toBe(200);
  const sent = await page.evaluate(
    async (url, base64) => {
      const token = localStorage.getItem("auth_token");
      const body = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const response = await fetch(url, { method: "PUT", headers: { authorization: `Bearer ${token}` }, body });
      return { status: response.status, body: await response.json() };
    },
    ticket.body.uploadURL,
    bytes.toString("base64"),
  );
  expect(sent.status).toBe(201);
  return sent.body.objectPath;
}

/** As the demo coordinator: an exam whose first question shows a private image, with the private logo in its header, applied to a new student. */
async function examWithAnImage(page: Page, baseUrl: string) {
  await signInThroughApi(page, baseUrl, COORDINATOR, "/dashboard");
  const figure = await upload(page, trianglePng(240, 160, [234, 88, 12]));
  const logo = await upload(page, trianglePng(96, 96, [37, 99, 235]));
  const { exam, schoolClass } = await publishedOnlineExam(
    page,
    "Geometria com figuras",
    [
      twoOptionQuestion("Que figura é esta?", "Triângulo", "Quadrado", {
        questionText: `<p>Que figura é esta?</p><p><img src="${figure}" alt="Figura da questão"></p>`,
      }),
      twoOptionQuestion("Quantos lados tem um quadrado?", "Quatro", "Três"),
    ],
    { schoolLogo: logo, showLogo: true },
  );
  const student = await addStudent(page, schoolClass.id, `Aluno das Figuras ${Math.random().toString(36).slice(2, 7)}`);
  const application = await callApi<ExamApplication>(page, "POST", `/api/exams/${exam.id}/applications`, {
    classIds: [schoolClass.id],
    durationMinutes: 20,
  });
  expect(application.status).toBe(201);
  return { exam, student, figure };
}

/** The image in question 1, once the browser has it: its size and where it came from. */
async function questionImage(page: Page) {
  const loaded = await page.waitForFunction(
    () => {
      const question = [...document.querySelectorAll("section")].find((section) =>
        section.querySelector("h2")?.textContent?.includes("Questão 1"),
      );
      const image = question?.querySelector<HTMLImageElement>("img");
      return image && image.complete && image.naturalWidth > 0
        ? { naturalWidth: image.naturalWidth, src: image.getAttribute("src")! }
        : null;
    },
    { timeout: 15_000 },
  );
  return (await loaded.jsonValue())!;
}

/** The school's logo on the page, once loaded: its natural width (0 when broken). */
function loadedLogoWidth() {
  const element = document.querySelector<HTMLImageElement>('img[alt="Logotipo da escola"]');
  return element && element.complete ? element.naturalWidth : null;
}

describe("images on the student's exam page", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])("the student sees the school's logo on entry, then question 1's image and the logo (%s)", async (name, viewport) => {
    const { page, baseUrl } = browser;
    const { exam, student, figure } = await examWithAnImage(page, baseUrl);
    // The student's own device: no staff session.
    const device = await (await browser.browser.createBrowserContext()).newPage();
    await device.setViewport(viewport);

    await device.goto(`${baseUrl}/online/${exam.examCode}`);
    // The entry screen shows the school's logo before the student has entered.
    expect(await (await device.waitForFunction(loadedLogoWidth)).jsonValue()).toBe(96);
    await fill(device, "#access-code", student.accessCode);
    await clickByText(device, "button", "Entrar na prova");
    await waitForText(device, "Questão 2");

    const image = await questionImage(device);
    expect(image.naturalWidth).toBe(240);
    expect(image.src.startsWith(`${figure}?a=`)).toBe(true);
    expect(await (await device.waitForFunction(loadedLogoWidth)).jsonValue()).toBe(96);
    // Without the attempt's link the same file stays closed to this device.
    const bare = await device.evaluate(async (path) => (await fetch(path)).status, figure);
    expect(bare).toBe(401);

    await device.evaluate(() => window.scrollTo(0, 0));
    await lookAt(device, `online-images-${name}`);
    await device.browserContext().close();
  });
});
