import { describe, expect, it } from "vitest";
import { fileNameFrom } from "../../client/src/lib/contentDisposition";
import { attachmentNamed } from "../../server/http/contentDisposition";

describe("the file name of a download", () => {
  it("reads the quoted or bare filename", () => {
    expect(fileNameFrom('attachment; filename="prova-1.pdf"')).toBe("prova-1.pdf");
    expect(fileNameFrom("attachment; filename=prova-1.docx")).toBe("prova-1.docx");
    expect(fileNameFrom('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });

  it("prefers the UTF-8 filename* wherever it stands", () => {
    expect(fileNameFrom("attachment; filename=\"prova-ciencias.pdf\"; filename*=UTF-8''prova-ci%C3%AAncias.pdf")).toBe(
      "prova-ciências.pdf",
    );
    expect(fileNameFrom("attachment; filename*=UTF-8''avalia%C3%A7%C3%A3o.docx; filename=\"avaliacao.docx\"")).toBe(
      "avaliação.docx",
    );
  });

  it("falls back to filename when filename* is badly encoded, and to nothing without a name", () => {
    expect(fileNameFrom("attachment; filename*=UTF-8''%E0%A4%A; filename=\"x.pdf\"")).toBe("x.pdf");
    expect(fileNameFrom("attachment")).toBeUndefined();
    expect(fileNameFrom(null)).toBeUndefined();
  });

  it("reads back the title the server names a download after, accents included", () => {
    expect(fileNameFrom(attachmentNamed("Avaliação Bimestral de Matemática", "pdf"))).toBe(
      "Avaliação Bimestral de Matemática.pdf",
    );
    expect(fileNameFrom(attachmentNamed("Prova final; 2º bimestre", "docx"))).toBe("Prova final; 2º bimestre.docx");
  });
});
