import type { ApplicationParticipant } from "@shared/types/applications";
import { StateBadge, type Tint } from "@/components/badges/TintBadge";

type ParticipantState = ApplicationParticipant["state"];

const STATES: Record<ParticipantState, { label: string; tint: Tint }> = {
  not_started: { label: "Não iniciou", tint: "slate" },
  in_progress: { label: "Respondendo", tint: "blue" },
  time_up: { label: "Tempo esgotado", tint: "amber" },
  submitted: { label: "Entregou", tint: "green" },
};

export function ParticipantStateBadge({ state }: { state: ParticipantState }) {
  return <StateBadge value={state} states={STATES} />;
}
