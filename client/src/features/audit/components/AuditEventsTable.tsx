import { AUDIT_ACTION_LABELS } from "@shared/constants";
import type { AuditEvent } from "@shared/types/audit";
import { formatDateTime } from "@/lib/format";
import { detailLines } from "./auditDetails";

function Details({ details }: { details: AuditEvent["before"] }) {
  const lines = detailLines(details);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** One row per event: when, who, what, the summary (with the school), and the values before and after. */
export function AuditEventsTable({ events }: { events: AuditEvent[] }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Eventos do registro de auditoria, do mais recente ao mais antigo</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 whitespace-nowrap">
              Data/hora
            </th>
            <th scope="col" className="px-3 py-2">
              Usuário
            </th>
            <th scope="col" className="px-3 py-2">
              Ação
            </th>
            <th scope="col" className="px-3 py-2">
              Resumo
            </th>
            <th scope="col" className="px-3 py-2">
              Antes
            </th>
            <th scope="col" className="px-3 py-2">
              Depois
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-t align-top">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(event.occurredAt)}</td>
              <td className="px-3 py-2">{event.actorName}</td>
              <td className="px-3 py-2 font-medium">{AUDIT_ACTION_LABELS[event.action]}</td>
              <td className="px-3 py-2">
                <p>{event.summary}</p>
                {event.schoolName && <p className="text-xs text-muted-foreground">{event.schoolName}</p>}
              </td>
              <td className="px-3 py-2">
                <Details details={event.before} />
              </td>
              <td className="px-3 py-2">
                <Details details={event.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
