import { useQuery } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { DIFFICULTY_LABELS, EXAM_STATUS_LABELS, type DifficultyLevel, type ExamStatus } from "@shared/constants";
import type { CountBy } from "@shared/types/stats";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { reportChartsQuery } from "../api";

const COLORS = ["#1d4ed8", "#15803d", "#b45309", "#7e22ce", "#be123c", "#0e7490", "#4d7c0f", "#a21caf"];
const monthFormat = new Intl.DateTimeFormat("pt-BR", { month: "short", year: "2-digit", timeZone: "UTC" });
const monthLabel = (key: string) => monthFormat.format(new Date(`${key}-01T12:00:00Z`));

/** A chart with a title and, for screen readers, the same figures as a list. */
function ChartCard({
  title,
  rows,
  children,
}: {
  title: string;
  rows: Array<{ label: string; count: number }>;
  children: React.ReactElement;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">Ainda não há dados.</p>
        ) : (
          <>
            {/* The drawing is for the eyes; the list below carries the same figures for screen readers. */}
            <div className="h-64" aria-hidden inert>
              <ResponsiveContainer width="100%" height="100%">
                {children}
              </ResponsiveContainer>
            </div>
            <ul className="sr-only">
              {rows.map((row) => (
                <li key={row.label}>
                  {row.label}: {row.count}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const labelled = (rows: CountBy[], label: (key: string) => string) =>
  rows.map((row) => ({ label: label(row.key), count: row.count }));

function Bars({ rows }: { rows: Array<{ label: string; count: number }> }) {
  return (
    <BarChart data={rows} margin={{ top: 8, right: 8, left: -16, bottom: 0 }} accessibilityLayer={false}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
      <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
      <Tooltip formatter={(value) => [value, "Quantidade"]} />
      <Bar dataKey="count" fill="#1d4ed8" radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

function Slices({ rows }: { rows: Array<{ label: string; count: number }> }) {
  return (
    <PieChart accessibilityLayer={false}>
      <Pie data={rows} dataKey="count" nameKey="label" outerRadius={80} isAnimationActive={false} label={({ value }) => value}>
        {rows.map((row, index) => (
          <Cell key={row.label} fill={COLORS[index % COLORS.length]} />
        ))}
      </Pie>
      <Tooltip />
      <Legend verticalAlign="bottom" />
    </PieChart>
  );
}

/** Exams by status, subject and month; bank questions by subject and difficulty. */
export function ReportCharts() {
  const charts = useQuery(reportChartsQuery);
  if (charts.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-80" />
        ))}
      </div>
    );
  }
  if (charts.isError)
    return (
      <p role="alert" className="text-destructive">
        Não foi possível carregar os gráficos.
      </p>
    );
  const data = charts.data;
  const byStatus = labelled(data.examsByStatus, (key) => EXAM_STATUS_LABELS[key as ExamStatus] ?? key);
  const bySubject = labelled(data.examsBySubject, (key) => key);
  const byMonth = labelled(data.examsByMonth, monthLabel);
  const bankBySubject = labelled(data.bankBySubject, (key) => key);
  const bankByDifficulty = labelled(data.bankByDifficulty, (key) => DIFFICULTY_LABELS[key as DifficultyLevel] ?? key);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Provas por status" rows={byStatus}>
        <Slices rows={byStatus} />
      </ChartCard>
      <ChartCard title="Provas por matéria" rows={bySubject}>
        <Bars rows={bySubject} />
      </ChartCard>
      <ChartCard title="Provas criadas por mês (últimos 12 meses)" rows={byMonth}>
        <Bars rows={byMonth} />
      </ChartCard>
      <ChartCard title="Banco de questões por matéria" rows={bankBySubject}>
        <Bars rows={bankBySubject} />
      </ChartCard>
      <ChartCard title="Banco de questões por dificuldade" rows={bankByDifficulty}>
        <Slices rows={bankByDifficulty} />
      </ChartCard>
    </div>
  );
}
