import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { formatDecimal } from "@shared/numbers";
import type { DashboardAgenda } from "@shared/types/stats";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { countLabel, formatDateTime } from "@/lib/format";
import { dashboardAgendaQuery } from "../api";
import { WeekStrip } from "./WeekStrip";

/** A titled list, `empty` in its place when it has no items; `lead` above it either way. */
function AgendaCard({ title, empty, lead, children }: { title: string; empty: string; lead?: ReactNode; children: ReactNode[] }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        {lead}
        {children.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y">{children}</ul>
        )}
      </CardContent>
    </Card>
  );
}

const resultsPath = (row: { examId: string; applicationId: string }) =>
  `/exams/${row.examId}/applications/${row.applicationId}/results`;
const applicationPath = (row: { examId: string; applicationId: string }) =>
  `/exams/${row.examId}/applications/${row.applicationId}`;

function Corrections({ rows }: { rows: DashboardAgenda["corrections"] }) {
  return (
    <AgendaCard title="Correções pendentes" empty="Nenhuma correção pendente.">
      {rows.map((row) => (
        <li key={row.applicationId} className="space-y-0.5 py-2 text-sm">
          <p className="font-medium break-words">{row.examTitle}</p>
          <p className="flex flex-wrap gap-x-3">
            {row.essays > 0 && (
              <Link href={resultsPath(row)} className="text-primary underline-offset-4 hover:underline">
                {countLabel(row.essays, "dissertativa para corrigir", "dissertativas para corrigir")}
              </Link>
            )}
            {row.sheets > 0 && (
              <Link href={applicationPath(row)} className="text-primary underline-offset-4 hover:underline">
                {countLabel(row.sheets, "cartão para revisar", "cartões para revisar")}
              </Link>
            )}
          </p>
        </li>
      ))}
    </AgendaCard>
  );
}

function Applications({ rows }: { rows: DashboardAgenda["applications"] }) {
  return (
    <AgendaCard
      title="Aplicações"
      empty="Nenhuma aplicação aberta nem nos próximos 7 dias."
      lead={<WeekStrip starts={rows.map((row) => row.startsAt)} />}
    >
      {rows.map((row) => (
        <li key={row.applicationId} className="space-y-0.5 py-2 text-sm">
          <Link href={applicationPath(row)} className="font-medium break-words text-primary underline-offset-4 hover:underline">
            {row.examTitle}
          </Link>
          <p className="text-muted-foreground">
            {row.openNow ? `Aberta até ${formatDateTime(row.endsAt)}` : `Abre em ${formatDateTime(row.startsAt)}`}
            {" · "}
            {row.mode === "paper" ? "Em papel" : "Online"}
            {row.classNames.length > 0 && ` · ${row.classNames.join(", ")}`}
          </p>
        </li>
      ))}
    </AgendaCard>
  );
}

function RecentResults({ rows }: { rows: DashboardAgenda["recentResults"] }) {
  return (
    <AgendaCard title="Resultados recentes" empty="Nenhuma aplicação encerrada ainda.">
      {rows.map((row) => (
        <li key={row.applicationId} className="flex items-baseline justify-between gap-3 py-2 text-sm">
          <span>
            <Link href={resultsPath(row)} className="font-medium break-words text-primary underline-offset-4 hover:underline">
              {row.examTitle}
            </Link>
            <span className="block text-muted-foreground">
              {countLabel(row.handedIn, "entrega", "entregas")} · encerrada em {formatDateTime(row.endedAt)}
            </span>
          </span>
          <span className="font-semibold whitespace-nowrap tabular-nums">
            {row.averagePercentage === null ? "—" : `${formatDecimal(row.averagePercentage, 1)} %`}
          </span>
        </li>
      ))}
    </AgendaCard>
  );
}

/** The dashboard's work lists (docs/product.md#25-learning-reports): what to correct, what is being applied, what came in. */
export function AgendaCards() {
  const agenda = useQuery(dashboardAgendaQuery);
  if (!agenda.data)
    return (
      <div className="grid gap-4 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-48" />
        ))}
      </div>
    );
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Corrections rows={agenda.data.corrections} />
      <Applications rows={agenda.data.applications} />
      <RecentResults rows={agenda.data.recentResults} />
    </div>
  );
}
