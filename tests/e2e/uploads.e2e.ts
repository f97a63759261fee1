import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ElementHandle } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { PNG_1X1, pngOfSize } from "../support/images";
import { scratchFolder } from "../support/scratchFolder";
import { createUserThroughApi, signInThroughApi, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();
const folder = scratchFolder("uploads");
const file = (name: string, bytes: Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
};

async function choose(page: import("puppeteer-core").Page, path: string) {
  const input = (await page.waitForSelector("input[type=file]")) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(path);
}

describe("profile photo", () => {
  it("uploads a photo and shows it in the top bar, also after a reload", async () => {
    const { page, baseUrl } = browser;
    const user = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, user, "/profile");
    await waitForText(page, "Foto de perfil");
    await choose(page, file("foto.png", PNG_1X1));
    await waitForText(page, "Sua foto de perfil foi atualizada com sucesso!");

    await page.reload();
    const loaded = await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('header img[src^="/objects/"]');
      return image && image.complete && image.naturalWidth > 0 ? image.getAttribute("src") : null;
    });
    expect(await loaded.jsonValue()).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
  });

  it("refuses a 6 MB image and a PDF with a clear message", async () => {
    const { page, baseUrl } = browser;
    const user = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, user, "/profile");
    await waitForText(page, "Foto de perfil");

    await choose(page, file("grande.png", pngOfSize(6 * 1_048_576)));
    await waitForText(page, "A imagem deve ter no máximo 5 MB.");
    await waitForText(page, "Erro ao atualizar foto");

    await choose(page, file("prova.pdf", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")));
    await waitForText(page, "Formato não suportado: envie uma imagem PNG, JPEG, GIF ou WebP.");
  });

  it("a file that only claims to be an image is refused by the server", async () => {
    const { page, baseUrl } = browser;
    const user = await createUserThroughApi(baseUrl, "diretor");
    await signInThroughApi(page, baseUrl, user, "/profile");
    await waitForText(page, "Foto de perfil");
    await choose(page, file("falsa.png", Buffer.from("não sou uma imagem")));
    await waitForText(page, "Formato não suportado: envie uma imagem PNG, JPEG, GIF ou WebP.");
    expect(await page.$('header img[src^="/objects/"]')).toBeNull();
  });
});
