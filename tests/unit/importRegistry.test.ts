import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyDraft, type QuestionDraft } from "../../shared/imports/drafts";
import { IMPORT_KINDS, OFFERED_KINDS, UNSUPPORTED_FORMAT, type ImportTarget } from "../../shared/imports/formats";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "../../shared/imports/limits";
import type { SourceReader } from "../../server/services/imports/reader";
import { REGISTRY, readImport, readUpload, readableKinds } from "../../server/services/imports/registry";

/** The start of a PDF: enough for the bytes to say so. The exam import reads no PDF, so its slot is free. */
const PDF = Buffer.from("%PDF-1.4\n");

describe("the import registry", () => {
  afterEach(() => {
    delete REGISTRY.examQuestions.pdf;
  });

  it("has a reader for every kind an import's screen offers", () => {
    for (const target of Object.keys(OFFERED_KINDS) as ImportTarget[]) {
      expect(readableKinds(target)).toEqual(expect.arrayContaining([...OFFERED_KINDS[target]]));
    }
  });

  it("hands an upload to the reader registered for the kind its bytes show, and refuses the kind once it has none", async () => {
    const upload = { name: "prova.pdf", bytes: PDF };
    await expect(readUpload("examQuestions", upload, undefined)).rejects.toMatchObject({
      status: 400,
      message: UNSUPPORTED_FORMAT.examQuestions,
    });

    const draft: QuestionDraft = { ...emptyDraft(2), text: "Quanto é 2 + 2?" };
    const reader = vi.fn<SourceReader<QuestionDraft>>(async () => ({ items: [draft], problems: [] }));
    REGISTRY.examQuestions.pdf = reader;
    expect(await readUpload("examQuestions", upload, undefined)).toEqual({ items: [draft], problems: [] });
    expect(reader).toHaveBeenCalledWith(PDF, undefined);
    // The bytes decide, not the name.
    expect(await readUpload("examQuestions", { name: "questoes.csv", bytes: PDF }, undefined)).toEqual({
      items: [draft],
      problems: [],
    });
  });

  it("checks the size before any reader starts", async () => {
    const reader = vi.fn<SourceReader<QuestionDraft>>(async () => ({ items: [], problems: [] }));
    REGISTRY.examQuestions.pdf = reader;
    expect(await readImport("examQuestions", "pdf", Buffer.alloc(MAX_IMPORT_BYTES + 1), undefined)).toEqual({
      refusal: FILE_TOO_LARGE,
    });
    expect(reader).not.toHaveBeenCalled();
  });

  it("refuses a kind with no reader with the import's own message", async () => {
    expect(await readImport("roster", "pdf", Buffer.from("%PDF-1.4"), undefined)).toEqual({ refusal: UNSUPPORTED_FORMAT.roster });
    expect(IMPORT_KINDS.filter((kind) => !REGISTRY.roster[kind])).toEqual(["pdf"]);
  });

  it("asks for a file when none came", async () => {
    await expect(readUpload("roster", undefined, undefined)).rejects.toMatchObject({
      status: 400,
      message: "Escolha um arquivo para importar.",
      errors: { file: "Escolha um arquivo para importar." },
    });
  });
});
