import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Taken before any module of the app loads pdfjs-dist.
const natives = { parse: JSON.parse, stringify: JSON.stringify, push: Array.prototype.push };

describe("reading a PDF", () => {
  it("leaves the process's JSON and Array built-ins native (pdfjs-dist's polyfills would slow every request)", async () => {
    const { pdfLines } = await import("../../server/services/imports/pdfText");
    const pages: string[][] = [];
    for await (const lines of pdfLines(readFileSync("tests/fixtures/bank-import.pdf"))) pages.push(lines);

    expect(pages.flat().join(" ")).toContain("Gabarito");
    expect(JSON.parse).toBe(natives.parse);
    expect(JSON.stringify).toBe(natives.stringify);
    expect(Array.prototype.push).toBe(natives.push);
    // What pdfjs-dist adds and needs stays available.
    expect(typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers).toBe("function");
  });
});
