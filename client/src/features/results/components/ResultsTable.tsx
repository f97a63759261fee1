import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useMemo, useState } from "react";
import { formatGrade } from "@shared/grades";
import type { ResultRow } from "@shared/types/results";
import { formatDuration, formatPercent, formatScoreOf } from "../format";
import { AttemptStateBadge, PendingBadge } from "./ResultBadges";

const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });

type SortKey = "studentName" | "className" | "score" | "percentage" | "grade" | "timeTakenSeconds";

const COLUMNS: Array<{ key: SortKey; label: string; numeric?: boolean }> = [
  { key: "studentName", label: "Aluno" },
  { key: "className", label: "Turma" },
  { key: "score", label: "Pontos", numeric: true },
  { key: "percentage", label: "%", numeric: true },
  { key: "grade", label: "Nota", numeric: true },
  { key: "timeTakenSeconds", label: "Tempo", numeric: true },
];

function compare(a: ResultRow, b: ResultRow, key: SortKey): number {
  if (key === "studentName" || key === "className") return byName.compare(a[key] ?? "", b[key] ?? "");
  // Students still answering have no time yet: they go last either way round.
  return (a[key] ?? Number.POSITIVE_INFINITY) - (b[key] ?? Number.POSITIVE_INFINITY);
}

/** Every student's score; a click on a row (or the name's button) opens the answer sheet. */
export function ResultsTable({ rows, onOpen }: { rows: ResultRow[]; onOpen: (attemptId: string) => void }) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: "studentName", descending: false });
  const sorted = useMemo(() => {
    const list = [...rows].sort((a, b) => compare(a, b, sort.key) || byName.compare(a.studentName, b.studentName));
    return sort.descending ? list.reverse() : list;
  }, [rows, sort]);

  const toggle = (key: SortKey) =>
    setSort((current) => ({
      key,
      descending: current.key === key ? !current.descending : key !== "studentName" && key !== "className",
    }));

  return (
    <div className="relative overflow-x-auto rounded-md border bg-card">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">Notas dos alunos; escolha um aluno para ver a folha de respostas</caption>
        <thead className="border-b bg-muted/50 text-left text-muted-foreground">
          <tr>
            {COLUMNS.map(({ key, label }) => {
              const active = sort.key === key;
              const Icon = !active ? ArrowUpDown : sort.descending ? ArrowUp : ArrowDown;
              return (
                <th
                  key={key}
                  scope="col"
                  className="px-3 py-2 font-medium"
                  aria-sort={active ? (sort.descending ? "descending" : "ascending") : undefined}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
                    onClick={() => toggle(key)}
                  >
                    {label}
                    <Icon className="size-3.5" aria-hidden />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-3 py-2 font-medium">
              Situação
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length + 1} className="px-3 py-8 text-center text-muted-foreground">
                Nenhum aluno entrou na prova ainda.
              </td>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr
                key={row.attemptId}
                className="cursor-pointer border-b last:border-b-0 hover:bg-muted/40"
                onClick={() => onOpen(row.attemptId)}
              >
                <td className="min-w-44 px-3 py-2">
                  <button
                    type="button"
                    className="rounded-sm text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row.attemptId);
                    }}
                  >
                    {row.studentName}
                    <span className="sr-only"> (ver folha de respostas)</span>
                  </button>
                  {row.registrationNumber && (
                    <div className="text-xs text-muted-foreground">Matrícula {row.registrationNumber}</div>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{row.className ?? "—"}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatScoreOf(row.score, row.maxScore)}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatPercent(row.percentage)}</td>
                <td className="px-3 py-2 whitespace-nowrap font-medium tabular-nums">{formatGrade(row.grade)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {row.source === "paper" ? "Em papel" : formatDuration(row.timeTakenSeconds)}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1.5">
                    <AttemptStateBadge state={row.state} />
                    {row.pendingEssays > 0 && <PendingBadge />}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
