import type { AnswerOutcome, ResultRow } from "@shared/types/results";
import { StateBadge, TintBadge, type Tint } from "@/components/badges/TintBadge";

const STATES: Record<ResultRow["state"], { label: string; tint: Tint }> = {
  submitted: { label: "Entregue", tint: "green" },
  in_progress: { label: "Respondendo", tint: "blue" },
  time_up: { label: "Tempo esgotado", tint: "amber" },
};

export function AttemptStateBadge({ state }: { state: ResultRow["state"] }) {
  return <StateBadge value={state} states={STATES} />;
}

export function PendingBadge() {
  return <TintBadge tint="amber">Correção pendente</TintBadge>;
}

// The mark leads the word so right and wrong are not told apart by colour alone.
const OUTCOMES: Record<AnswerOutcome, { label: string; tint: Tint }> = {
  correct: { label: "✓ Correta", tint: "green" },
  partial: { label: "◐ Parcial", tint: "amber" },
  wrong: { label: "✗ Errada", tint: "red" },
  blank: { label: "Em branco", tint: "slate" },
  annulled: { label: "Anulada", tint: "slate" },
  pending: { label: "Aguardando correção", tint: "amber" },
  graded: { label: "Corrigida", tint: "blue" },
};

// Orange rather than the amber of a pending grade, so a partly right answer does not read as one
// still to grade; dark text on its palest tint passes WCAG AA as the shared tints do.
const PARTIAL = "border-orange-300 bg-orange-50 text-orange-900";

export function OutcomeBadge({ outcome }: { outcome: AnswerOutcome }) {
  const { label, tint } = OUTCOMES[outcome];
  return (
    <TintBadge tint={tint} className={outcome === "partial" ? PARTIAL : undefined}>
      {label}
    </TintBadge>
  );
}
