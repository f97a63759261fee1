import { MAX_INTERCHANGE_QUESTIONS } from "../portable";

/**
 * Bounds on reading a QTI content package (a ZIP), and the messages that refuse one. A package
 * holds one file per item and its images, so it may hold many more files than a spreadsheet; its
 * expanded size is still capped so that a small upload cannot expand into gigabytes (a zip bomb).
 */
export const MAX_PACKAGE_ENTRIES = 2 * MAX_INTERCHANGE_QUESTIONS + 1000;
export const MAX_PACKAGE_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const MAX_PACKAGE_RATIO = 100;
/** Below this size a high ratio is harmless (repetitive XML compresses well), so it is not judged. */
export const PACKAGE_RATIO_FLOOR_BYTES = 1024 * 1024;

export const NOT_QTI = "O arquivo não é um item QTI (XML) nem um pacote QTI (.zip).";
export const INVALID_PACKAGE = "Pacote QTI inválido: o arquivo .zip está corrompido.";
export const ENCRYPTED_PACKAGE = "Pacote QTI recusado: o arquivo .zip está protegido por senha.";
export { PACKAGE_TOO_LARGE } from "../../../../shared/interchange/limits";
export const ENTRY_TOO_LARGE = (name: string) => `Pacote QTI recusado: o arquivo interno ${name} passa de 10 MB.`;
export const PACKAGE_EXPANDS_TOO_MUCH = "Pacote QTI recusado: descompactado passaria de 200 MB.";
export const PACKAGE_RATIO_TOO_HIGH = "Pacote QTI recusado: compactação suspeita (mais de 100 vezes o tamanho do arquivo).";
export const PACKAGE_TOO_MANY_ENTRIES = `Pacote QTI recusado: contém mais de ${MAX_PACKAGE_ENTRIES.toLocaleString("pt-BR")} arquivos internos.`;
export const PACKAGE_SIZE_MISMATCH =
  "Pacote QTI recusado: o conteúdo não confere com os tamanhos declarados (arquivo corrompido ou malicioso).";
export const UNSAFE_PATH = (path: string) => `Pacote QTI recusado: o caminho "${path.slice(0, 200)}" aponta para fora do pacote.`;
export const NO_MANIFEST = "Pacote QTI inválido: falta o arquivo imsmanifest.xml.";
export const MISSING_FILE = (path: string) =>
  `Pacote QTI inválido: o arquivo ${path.slice(0, 200)} citado no manifesto não está no pacote.`;
export const NO_ITEMS = "O pacote QTI não contém itens (questões) QTI 2.1, 2.2 ou 3.0.";
export const QTI_12 = "QTI 1.2 não é suportado. Exporte as questões em QTI 2.1 ou QTI 3.0.";
export const TEST_ALONE = "Um teste QTI (assessmentTest) sozinho não traz as questões: envie o pacote .zip completo.";
export const TOO_DEEP = "Arquivo QTI recusado: o XML tem elementos aninhados em excesso.";
