/**
 * What one interchange file may weigh (docs/product.md#22-question-interchange): a Moodle XML,
 * GIFT, Aiken or QTI item file 10 MB, a QTI content package (a .zip) 50 MB. Browser-safe: the
 * import screens check the size before sending, with the server's own messages.
 */

export const MAX_INTERCHANGE_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_INTERCHANGE_PACKAGE_BYTES = 50 * 1024 * 1024;

const megabytes = (bytes: number) => bytes / (1024 * 1024);

export const FILE_TOO_LARGE_REFUSAL = `O arquivo tem mais de ${megabytes(MAX_INTERCHANGE_FILE_BYTES)} MB; divida-o em arquivos menores.`;
export const PACKAGE_TOO_LARGE = `Pacote QTI recusado: o arquivo passa de ${megabytes(MAX_INTERCHANGE_PACKAGE_BYTES)} MB.`;
/** A question import's upload cut off as it arrives, before its kind can be told. */
export const QUESTION_FILE_TOO_LARGE = `Arquivo muito grande: o limite é ${megabytes(MAX_INTERCHANGE_FILE_BYTES)} MB (${megabytes(MAX_INTERCHANGE_PACKAGE_BYTES)} MB para um pacote QTI .zip).`;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Whether a file's first bytes are a ZIP's: only a QTI package may be one. */
export const startsAsZip = (head: Uint8Array) => ZIP_SIGNATURE.every((byte, index) => head[index] === byte);

/** The size refusal for a file of `size` bytes, a package when `isPackage`; undefined when it may be sent. */
export function interchangeSizeProblem(size: number, isPackage: boolean): string | undefined {
  if (isPackage) return size > MAX_INTERCHANGE_PACKAGE_BYTES ? PACKAGE_TOO_LARGE : undefined;
  return size > MAX_INTERCHANGE_FILE_BYTES ? FILE_TOO_LARGE_REFUSAL : undefined;
}
