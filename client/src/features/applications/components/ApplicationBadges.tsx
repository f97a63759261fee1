import type { ReactNode } from "react";
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "@shared/constants";
import type { ApplicationParticipant } from "@shared/types/applications";
import { Badge } from "@/components/ui/badge";

// Dark text on a pale tint of the same hue: every pair passes WCAG AA (4.5:1) at badge size.
const TINTS = {
  slate: "border-slate-300 bg-slate-100 text-slate-700",
  blue: "border-blue-300 bg-blue-50 text-blue-800",
  amber: "border-amber-300 bg-amber-50 text-amber-900",
  green: "border-green-300 bg-green-50 text-green-800",
  red: "border-red-300 bg-red-50 text-red-800",
} as const;
export type Tint = keyof typeof TINTS;

export function TintBadge({ tint, children }: { tint: Tint; children: ReactNode }) {
  return (
    <Badge variant="outline" className={TINTS[tint]}>
      {children}
    </Badge>
  );
}

const STATUS_TINTS: Record<ApplicationStatus, Tint> = { scheduled: "amber", open: "green", closed: "slate" };

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <TintBadge tint={STATUS_TINTS[status]}>{APPLICATION_STATUS_LABELS[status]}</TintBadge>;
}

type ParticipantState = ApplicationParticipant["state"];

const STATES: Record<ParticipantState, { label: string; tint: Tint }> = {
  not_started: { label: "Não iniciou", tint: "slate" },
  in_progress: { label: "Respondendo", tint: "blue" },
  time_up: { label: "Tempo esgotado", tint: "amber" },
  submitted: { label: "Entregou", tint: "green" },
};

export function ParticipantStateBadge({ state }: { state: ParticipantState }) {
  return <TintBadge tint={STATES[state].tint}>{STATES[state].label}</TintBadge>;
}

/** A short warning in the flow of the page: why something cannot be done yet, or what is about to happen. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}
