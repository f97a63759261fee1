import type { ScanSheetStatus } from "@shared/constants";

/** How a batch's summary counts its sheets, in the order it lists them. */
export const STATUS_COUNTS: Array<{ status: ScanSheetStatus; singular: string; plural: string }> = [
  { status: "ok", singular: "corrigido", plural: "corrigidos" },
  { status: "review", singular: "para revisar", plural: "para revisar" },
  { status: "unidentified", singular: "sem aluno", plural: "sem aluno" },
  { status: "duplicate", singular: "repetido", plural: "repetidos" },
  { status: "unreadable", singular: "página não lida", plural: "páginas não lidas" },
];

/** A page's status, as the batch's page list names it. */
export const STATUS_LABELS: Record<ScanSheetStatus, string> = {
  ok: "Corrigido",
  review: "Para revisar",
  unidentified: "Sem aluno",
  duplicate: "Repetido",
  unreadable: "Não lido",
};
