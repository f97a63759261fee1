/** What one upload of answer sheets may hold (docs/product.md#24-reading-answer-sheets). */
export const SCAN_LIMITS = {
  /** A copier's PDF of a whole class at 300 dpi stays well under this. */
  fileBytes: 100 * 1024 * 1024,
  files: 60,
  /** All the files of one upload: two copiers' PDFs, or a class's phone photos. */
  uploadBytes: 300 * 1024 * 1024,
  pdfPages: 200,
  batchPages: 400,
} as const;

export const SCAN_FILE_TOO_LARGE = "Cada arquivo pode ter no máximo 100 MB: digitalize a turma em mais de um arquivo.";
export const SCAN_UPLOAD_TOO_LARGE = "Envie no máximo 300 MB por vez: mande os arquivos em mais de um envio.";
export const SCAN_TOO_MANY_FILES = `Envie no máximo ${SCAN_LIMITS.files} arquivos por vez.`;
export const SCAN_NO_FILES = "Envie o PDF digitalizado ou as fotos dos cartões-resposta.";
