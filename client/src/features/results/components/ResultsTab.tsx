import { useState } from "react";
import type { ApplicationResults, ClassResultSummary } from "@shared/types/results";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { rosterSize } from "@/lib/applications";
import { cn } from "@/lib/cn";
import { formatScoreOf } from "../format";
import { AnswerSheetDialog } from "./AnswerSheetDialog";
import { ResultsTable } from "./ResultsTable";

export const ALL_CLASSES = "all";
const WITHOUT_CLASS = "none";

/** The filter's value for a class (anonymous entries have none). */
export const classValue = (classId: string | null) => classId ?? WITHOUT_CLASS;

const averageOf = (summary: ClassResultSummary, maxScore: number) =>
  summary.average === null ? "—" : formatScoreOf(summary.average, maxScore);
const medianOf = (summary: ClassResultSummary, maxScore: number) =>
  summary.median === null ? "—" : formatScoreOf(summary.median, maxScore);

function SummaryCard({ label, value, accent }: { label: string; value: string; accent: string }) {
  return (
    <div className={cn("rounded-lg border border-l-4 bg-card p-4", accent)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** A class filter over the classes of the results; shown only when there is more than one to choose from. */
export function ClassFilter({
  id,
  classes,
  value,
  onChange,
}: {
  id: string;
  classes: ClassResultSummary[];
  value: string;
  onChange: (value: string) => void;
}) {
  if (classes.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>Turma</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_CLASSES}>Todas as turmas</SelectItem>
          {classes.map((summary) => (
            <SelectItem key={classValue(summary.classId)} value={classValue(summary.classId)}>
              {summary.className}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Scores of the application: the figures at a glance, every student, and the class statistics. */
export function ResultsTab({ results }: { results: ApplicationResults }) {
  const { rows, classes, overall, questions } = results;
  const [classFilter, setClassFilter] = useState(ALL_CLASSES);
  const [openAttempt, setOpenAttempt] = useState<string | null>(null);

  const maxScore = rows[0]?.maxScore ?? questions.reduce((sum, question) => sum + question.points, 0);
  const submitted = rows.filter((row) => row.state === "submitted").length;
  const expected = Math.max(rosterSize(results.application), rows.length);
  const pending = rows.reduce((sum, row) => sum + row.pendingEssays, 0);
  const shown = rows.filter((row) => classFilter === ALL_CLASSES || classValue(row.classId) === classFilter);
  const summaries = classFilter === ALL_CLASSES ? classes : classes.filter((item) => classValue(item.classId) === classFilter);

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SummaryCard label="Média" value={averageOf(overall, maxScore)} accent="border-l-blue-600" />
        <SummaryCard label="Mediana" value={medianOf(overall, maxScore)} accent="border-l-blue-600" />
        <SummaryCard label="Entregues" value={`${submitted}/${expected}`} accent="border-l-green-600" />
        <SummaryCard label="Correções pendentes" value={String(pending)} accent="border-l-amber-500" />
      </dl>
      <ClassFilter id="results-class" classes={classes} value={classFilter} onChange={setClassFilter} />
      <ResultsTable rows={shown} onOpen={setOpenAttempt} />
      {summaries.length > 0 && (
        <section aria-labelledby="estatisticas-titulo" className="space-y-2">
          <h2 id="estatisticas-titulo" className="text-base font-semibold">
            {summaries.length > 1 ? "Por turma" : "Estatísticas da turma"}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {summaries.map((summary) => (
              <li key={classValue(summary.classId)} className="rounded-md border bg-card px-3 py-2 text-sm">
                <p className="font-medium">{summary.className}</p>
                <p className="text-muted-foreground">
                  Média {averageOf(summary, maxScore)} · Mediana {medianOf(summary, maxScore)} ·{" "}
                  {summary.count === 1 ? "1 entregue" : `${summary.count} entregues`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {openAttempt && (
        <AnswerSheetDialog applicationId={results.application.id} attemptId={openAttempt} onClose={() => setOpenAttempt(null)} />
      )}
    </div>
  );
}
