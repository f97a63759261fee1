import { TimerReset } from "lucide-react";
import type { ApplicationParticipant } from "@shared/types/applications";
import { TintBadge } from "@/components/badges/TintBadge";
import { Button } from "@/components/ui/button";
import { formatClock } from "@/lib/format";
import { formatAgo } from "../../format";
import { ParticipantStateBadge } from "../ParticipantStateBadge";

const answering = (participant: ApplicationParticipant) => participant.state === "in_progress" || participant.state === "time_up";

function Progress({ answered, total }: { answered: number; total: number }) {
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  return (
    <div className="flex items-center gap-2">
      <span className="w-10 tabular-nums">
        {answered}/{total}
      </span>
      <span className="h-1.5 w-16 overflow-hidden rounded-full bg-muted" aria-hidden>
        <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}

/** One student: where they are, how much is answered, how long is left, and more time if needed. */
export function ParticipantRow({
  participant,
  now,
  onExtend,
}: {
  participant: ApplicationParticipant;
  /** The server's clock now, in milliseconds. */
  now: number;
  /** Absent when the application is closed or the user may not change it. */
  onExtend?: (participant: ApplicationParticipant) => void;
}) {
  const lastActivity = participant.lastAnswerAt ?? participant.startedAt;
  const deadline = answering(participant) && participant.deadlineAt ? new Date(participant.deadlineAt).getTime() : null;
  return (
    <tr className="border-b last:border-b-0">
      <td className="min-w-44 px-3 py-2">
        <div className="font-medium">{participant.studentName}</div>
        <div className="text-xs text-muted-foreground">
          {participant.studentId
            ? participant.registrationNumber
              ? `Matrícula ${participant.registrationNumber}`
              : "Sem matrícula"
            : "Entrada sem cadastro"}
        </div>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{participant.className ?? "—"}</td>
      <td className="px-3 py-2">
        <ParticipantStateBadge state={participant.state} />
      </td>
      <td className="px-3 py-2">
        <Progress answered={participant.answeredCount} total={participant.questionCount} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {deadline === null ? "—" : <span className="font-mono tabular-nums">{formatClock((deadline - now) / 1000)}</span>}
        {participant.extraMinutes > 0 && (
          <span className="ml-2">
            <TintBadge tint="blue">+{participant.extraMinutes} min</TintBadge>
          </span>
        )}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
        {lastActivity ? formatAgo(now - new Date(lastActivity).getTime()) : "—"}
      </td>
      <td className="px-3 py-2 text-right">
        {onExtend && answering(participant) && participant.attemptId && (
          <Button size="sm" variant="outline" onClick={() => onExtend(participant)}>
            <TimerReset aria-hidden />
            Dar mais tempo<span className="sr-only"> para {participant.studentName}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}
