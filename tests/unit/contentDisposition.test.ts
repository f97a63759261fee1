import { describe, expect, it } from "vitest";
import { asciiFileName, attachmentNamed } from "../../server/http/contentDisposition";

/** The parts of a header as a client reads them: `filename` and the decoded `filename*`. */
function names(header: string) {
  const match = /^attachment; filename="([a-z0-9.-]+)"; filename\*=UTF-8''([A-Za-z0-9%!~._-]+)$/.exec(header);
  if (!match) throw new Error(`cabeçalho inesperado: ${JSON.stringify(header)}`);
  return { ascii: match[1], readable: decodeURIComponent(match[2]) };
}

describe("asciiFileName", () => {
  it("keeps letters and digits without accents, joined by hyphens", () => {
    expect(asciiFileName("Avaliação de Ciências — 1º bimestre")).toBe("avaliacao-de-ciencias-1o-bimestre");
    expect(asciiFileName('"; rm -rf /')).toBe("rm-rf");
    expect(asciiFileName("日本")).toBe("prova");
  });
});

describe("attachmentNamed", () => {
  it("names the file after the title, in ASCII and as written", () => {
    expect(attachmentNamed("Avaliação Bimestral de Matemática", "pdf")).toBe(
      "attachment; filename=\"avaliacao-bimestral-de-matematica.pdf\"; filename*=UTF-8''Avalia%C3%A7%C3%A3o%20Bimestral%20de%20Matem%C3%A1tica.pdf",
    );
    expect(names(attachmentNamed("Prova (1º bimestre)", "csv", "resultados-"))).toEqual({
      ascii: "resultados-prova-1o-bimestre.csv",
      readable: "resultados-Prova (1º bimestre).csv",
    });
  });

  it("keeps hostile titles inside the header", () => {
    const hostile = [
      'a"; filename="malware.exe',
      "quebra\r\nSet-Cookie: x=1",
      "ponto; e vírgula; ",
      "../../etc/passwd",
      "\u202Egpj.exe",
      "emoji 📚 e \ud800 solto",
      "   ",
      "日本語のテスト",
      "Á".repeat(500),
      "%41 já codificado",
    ];
    for (const title of hostile) {
      const header = attachmentNamed(title, "pdf");
      expect(header, title).not.toMatch(/[\r\n]/);
      const { ascii, readable } = names(header);
      expect(ascii.length, title).toBeLessThanOrEqual(84);
      expect(Array.from(readable).length, title).toBeLessThanOrEqual(124);
      expect(readable, title).not.toMatch(/[\p{Cc}\p{Cf}/\\"]/u);
      expect(readable.endsWith(".pdf"), title).toBe(true);
    }
    expect(names(attachmentNamed("   ", "pdf"))).toEqual({ ascii: "prova.pdf", readable: "prova.pdf" });
    expect(names(attachmentNamed("日本語", "docx"))).toEqual({ ascii: "prova.docx", readable: "日本語.docx" });
    expect(names(attachmentNamed("%41", "pdf")).readable).toBe("%41.pdf");
  });
});
