import type { IncomingMessage } from "node:http";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { errorHandler } from "../../server/http/errors";
import { describeError, errorLogger, requestLine } from "../../server/http/requestLog";
import { buildUser } from "../support/factories";
import { useTestApp } from "../support/testApp";

const lines: string[] = [];
const direct = useTestApp({ logRequest: (line) => lines.push(line) });
const proxied = useTestApp({ trustProxyHops: 1 });

const policyOf = (header: string) =>
  Object.fromEntries(
    header.split(";").map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe("security headers", () => {
  it("a strict Content-Security-Policy: no inline script, no plugins, no <base>, never framed", async () => {
    const response = await direct.api().get("/api/health");
    const policy = policyOf(response.headers["content-security-policy"]);
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["script-src-attr"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers).toMatchObject({
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "x-dns-prefetch-control": "off",
      "x-permitted-cross-domain-policies": "none",
    });
  });

  it("HSTS only over HTTPS, and X-Forwarded-Proto counts only behind a trusted proxy", async () => {
    expect((await direct.api().get("/api/health")).headers["strict-transport-security"]).toBeUndefined();
    const spoofed = await direct.api().get("/api/health").set("X-Forwarded-Proto", "https");
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    const behindProxy = await proxied.api().get("/api/health").set("X-Forwarded-Proto", "https");
    expect(behindProxy.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
  });

  it("behind one trusted proxy, login throttling counts the client's address from X-Forwarded-For", async () => {
    const owner = await buildUser(proxied.db);
    const attempt = (address: string, password: string) =>
      proxied.api().post("/api/auth/login").set("X-Forwarded-For", address).send({ email: owner.email, password });
    for (let index = 0; index < 10; index++) expect((await attempt("203.0.113.7", "errada")).status).toBe(401);
    expect((await attempt("203.0.113.7", owner.password)).status).toBe(429);
    // The owner, from another address, still gets in.
    expect((await attempt("198.51.100.20", owner.password)).status).toBe(200);
  });

  it("without a trusted proxy, X-Forwarded-For is ignored: it cannot dodge the throttle", async () => {
    const owner = await buildUser(direct.db);
    for (let index = 0; index < 10; index++) {
      await direct
        .api()
        .post("/api/auth/login")
        .set("X-Forwarded-For", `203.0.113.${index}`)
        .send({ email: owner.email, password: "errada" });
    }
    const blocked = await direct
      .api()
      .post("/api/auth/login")
      .set("X-Forwarded-For", "198.51.100.99")
      .send({ email: owner.email, password: "errada" });
    expect(blocked.status).toBe(429);
  });
});

describe("request ids and logs", () => {
  it("every answer carries a request id: a proxy's well-formed one is kept, anything else replaced", async () => {
    const fresh = await direct.api().get("/api/health");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await direct.api().get("/api/health").set("X-Request-Id", "proxy-abc-12345");
    expect(kept.headers["x-request-id"]).toBe("proxy-abc-12345");
    const forged = await direct.api().get("/api/health").set("X-Request-Id", "x y<script>");
    expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs one line per request with its id, and never a token, a password or the query string", async () => {
    const user = await buildUser(direct.db);
    const login = await direct.api().post("/api/auth/login").send({ email: user.email, password: user.password });
    const token: string = login.body.token;
    lines.length = 0;
    const listed = await direct.api().get("/api/exams?search=Ana%20Souza").set("Authorization", `Bearer ${token}`);
    const line = lines.find((entry) => entry.startsWith("GET /api/exams "));
    expect(line).toMatch(new RegExp(`^GET /api/exams 200 [\\d.]+ms id=${listed.headers["x-request-id"]}$`));
    const everything = lines.join("\n");
    for (const secret of [token, user.password, user.email, "Ana", "search"]) expect(everything).not.toContain(secret);
  });

  it("with LOG_FORMAT=json, a request's line and an error's are JSON objects with the same fields, and no values", async () => {
    const jsonLines = [requestLine("json", { method: "GET", url: "/api/exams?search=Ana" } as IncomingMessage, 200, 3.2, "id-1")];
    expect(JSON.parse(jsonLines[0])).toMatchObject({
      level: "info",
      method: "GET",
      path: "/api/exams",
      status: 200,
      ms: 3.2,
      requestId: "id-1",
    });
    expect(jsonLines[0]).not.toContain("Ana");
    const failed = Object.assign(new Error("Failed query: select 1\nparams: ana@escola.br"), { code: "23505" });
    errorLogger((line) => jsonLines.push(line), "json")("Erro inesperado em POST /api/users", failed);
    const error = JSON.parse(jsonLines[1]) as Record<string, string>;
    expect(error).toMatchObject({ level: "error", message: "Erro inesperado em POST /api/users" });
    expect(error.error).toContain("[23505]");
    expect(jsonLines[1]).not.toContain("ana@escola.br");
    expect(typeof error.time).toBe("string");
  });

  it("error logs name the request and drop the values a failed query carries", () => {
    const failed = new Error(
      'Failed query: insert into "auth_users" ("email", "password_hash") values ($1, $2)\nparams: ana@escola.br,$2a$10$abcdefghijk',
    );
    Object.assign(failed, { code: "23505", detail: "Key (email)=(ana@escola.br) already exists." });
    const described = describeError(failed);
    expect(described).toContain('Failed query: insert into "auth_users"');
    expect(described).toContain("[23505]");
    for (const value of ["ana@escola.br", "$2a$10$", "already exists"]) expect(described).not.toContain(value);

    const written: string[] = [];
    errorLogger((line) => written.push(line))("Erro inesperado em POST /api/users", failed);
    expect(written[0]).not.toContain("ana@escola.br");
  });

  it("an unexpected error's log names the path without its query string, where an image link's key travels, and the request's id", () => {
    const written: string[] = [];
    const response = {
      headersSent: false,
      locals: { requestId: "proxy-abc-12345" },
      status: () => response,
      json: () => response,
    };
    const request = { method: "GET", originalUrl: "/objects/abc?a=chave-da-imagem" };
    errorHandler(errorLogger((line) => written.push(line)))(
      new Error("falhou"),
      request as Request,
      response as unknown as Response,
      () => undefined,
    );
    expect(written[0].split("\n")[0]).toBe("Erro inesperado em GET /objects/abc (id=proxy-abc-12345)");
  });
});
