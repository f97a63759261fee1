import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp";

/** A built client as `vite build` leaves it: the staff page, the student page and a hashed asset. */
const dist = mkdtempSync(join(tmpdir(), "avaliacoes-dist-"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>staff</title>");
writeFileSync(join(dist, "online.html"), "<!doctype html><title>aluno</title>");
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "assets", "online-abc123.js"), "console.log('aluno')");
// Big enough to be worth compressing, as every real bundle is.
writeFileSync(join(dist, "assets", "index-def456.js"), `const texto = ${JSON.stringify("Avaliações ".repeat(2000))};`);

const app = useTestApp({ clientDistFolder: dist });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("serving the built pages", () => {
  it.each(["/online", "/online/", "/online/ABC123", "/online/abc123/", "/online/ABC123?origem=qr"])(
    "GET %s answers the student page, revalidated every time",
    async (path) => {
      const response = await app.api().get(path);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.text).toContain("<title>aluno</title>");
    },
  );

  it.each(["/", "/login", "/exams/123/online", "/onlinex", "/online/ABC123/outra-coisa"])(
    "GET %s answers the staff app",
    async (path) => {
      const response = await app.api().get(path);
      expect(response.status).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.text).toContain("<title>staff</title>");
    },
  );

  it("keeps /api/online for the API: an unknown exam code is JSON, not a page", async () => {
    const response = await app.api().get("/api/online/ZZZZ99");
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.body.message).toBe("Prova não encontrada. Confira o código da prova.");
  });

  it("serves the student page's hashed script as immutable", async () => {
    const response = await app.api().get("/assets/online-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("sends scripts gzip-compressed to browsers that accept it, and plain to those that do not", async () => {
    const gzipped = await app.api().get("/assets/index-def456.js").set("Accept-Encoding", "gzip");
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.text).toContain("Avaliações");
    const plain = await app.api().get("/assets/index-def456.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});
