import type { ApplicationParticipant } from "@shared/types/applications";
import { cn } from "@/lib/cn";

// A student whose time ran out is still counted as answering until the exam is handed in for them.
const COUNTERS = [
  { label: "Não iniciaram", states: ["not_started"], accent: "border-l-slate-400" },
  { label: "Respondendo", states: ["in_progress", "time_up"], accent: "border-l-blue-600" },
  { label: "Entregaram", states: ["submitted"], accent: "border-l-green-600" },
] as const satisfies ReadonlyArray<{ label: string; states: ReadonlyArray<ApplicationParticipant["state"]>; accent: string }>;

/** How many students have not started, are answering, and have handed in. */
export function LiveSummary({ participants }: { participants: ApplicationParticipant[] }) {
  return (
    <dl className="grid grid-cols-3 gap-3">
      {COUNTERS.map(({ label, states, accent }) => (
        <div key={label} className={cn("rounded-lg border border-l-4 bg-card p-4", accent)}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-3xl font-bold tabular-nums">
            {participants.filter((participant) => (states as ReadonlyArray<string>).includes(participant.state)).length}
          </dd>
        </div>
      ))}
    </dl>
  );
}
