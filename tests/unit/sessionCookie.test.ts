import { describe, expect, it } from "vitest";
import { sessionCookieOf } from "../../server/http/auth";

describe("the session cookie read from a Cookie header", () => {
  it("is the first cookie named sid, among any others", () => {
    expect(sessionCookieOf("sid=abc123")).toBe("abc123");
    expect(sessionCookieOf("tema=escuro; sid=abc123; idioma=pt-BR")).toBe("abc123");
    expect(sessionCookieOf("sid=primeiro;sid=segundo")).toBe("primeiro");
  });

  it("is read as a cookie parser reads it: quotes dropped, percent-decoded when it decodes", () => {
    expect(sessionCookieOf('sid="abc123"')).toBe("abc123");
    expect(sessionCookieOf("sid=a%2Bb%3D")).toBe("a+b=");
    expect(sessionCookieOf("sid=100%")).toBe("100%");
    expect(sessionCookieOf("sid= abc123 ")).toBe("abc123");
  });

  it("is not there without a cookie of exactly that name", () => {
    expect(sessionCookieOf(undefined)).toBeUndefined();
    expect(sessionCookieOf("")).toBeUndefined();
    expect(sessionCookieOf("xsid=abc; sidx=def; SID=ghi; sid")).toBeUndefined();
    expect(sessionCookieOf("sid=")).toBe("");
  });
});
