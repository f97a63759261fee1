import { APPLICATION_STATUS_LABELS, ROLE_LABELS, type ApplicationStatus, type Role } from "@shared/constants";
import { formatDecimal } from "@shared/numbers";
import type { AuditDetails } from "@shared/types/audit";
import { formatDateTime } from "@/lib/format";

type Value = AuditDetails[string];

/** What each recorded value is called on screen, and how it reads; ids are for machines and stay off screen. */
const FIELDS: Record<string, { label: string; show?: (value: Value) => string }> = {
  answerKey: { label: "Gabarito" },
  annulled: { label: "Anulada" },
  score: { label: "Nota" },
  title: { label: "Título" },
  subject: { label: "Disciplina" },
  examCode: { label: "Código" },
  startsAt: { label: "Início", show: (value) => formatDateTime(String(value)) },
  endsAt: { label: "Fim", show: (value) => formatDateTime(String(value)) },
  status: { label: "Situação", show: (value) => APPLICATION_STATUS_LABELS[value as ApplicationStatus] ?? String(value) },
  className: { label: "Turma" },
  attempts: { label: "Provas feitas" },
  anonymisedAttempts: { label: "Provas anonimizadas" },
  username: { label: "Nome" },
  email: { label: "Email" },
  role: { label: "Função", show: (value) => ROLE_LABELS[value as Role] ?? String(value) },
  format: { label: "Formato", show: (value) => String(value).toUpperCase() },
};

function shown(value: Value): string {
  if (value === null) return "—";
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "nenhum";
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (typeof value === "number") return formatDecimal(value);
  return value;
}

/** Where a field's line stands: as listed above (start before end, name before email), unknown ones last. */
const ORDER = Object.keys(FIELDS);
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/**
 * The details of one side of a change as `label: value` lines, in the order of the fields above:
 * the database keeps them as `jsonb`, which forgets the order they were recorded in.
 */
export function detailLines(details: AuditDetails | null): string[] {
  if (!details) return [];
  return Object.entries(details)
    .filter(([key]) => !key.endsWith("Id"))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => {
      const field = FIELDS[key];
      const text = value !== null && field?.show ? field.show(value) : shown(value);
      return `${field?.label ?? key}: ${text}`;
    });
}
