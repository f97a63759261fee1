import { useQuery } from "@tanstack/react-query";
import { reportRates } from "@shared/reportRates";
import { Skeleton } from "@/components/ui/skeleton";
import { reportStatsQuery } from "../api";

const number = new Intl.NumberFormat("pt-BR");

/** One figure: a card-styled group whose term and value sit directly in it, as a list of definitions requires. */
function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border bg-card p-6 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** The six report figures and the three rates derived from them (docs/product.md#14-reports). */
export function ReportFigures() {
  const stats = useQuery(reportStatsQuery);
  if (stats.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-busy="true">
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    );
  }
  // docs/product.md#14-reports: absent figures count as zero.
  const figures = {
    totalExams: 0,
    totalQuestions: 0,
    totalQuestionsBank: 0,
    totalAnswered: 0,
    examApplications: 0,
    activeUsers: 0,
    ...stats.data,
  };
  const rates = reportRates(figures);
  return (
    <div className="space-y-4">
      {stats.isError && (
        <p role="alert" className="text-destructive">
          Não foi possível atualizar os números agora. Tente novamente em instantes.
        </p>
      )}
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure label="Provas" value={number.format(figures.totalExams)} />
        <Figure label="Questões em provas" value={number.format(figures.totalQuestions)} />
        <Figure label="Questões no banco" value={number.format(figures.totalQuestionsBank)} />
        <Figure label="Respostas registradas" value={number.format(figures.totalAnswered)} />
        <Figure label="Aplicações" value={number.format(figures.examApplications)} />
        <Figure label="Usuários cadastrados" value={number.format(figures.activeUsers)} />
        <Figure label="Taxa de uso do banco" value={`${rates.bankUsageRate}%`} hint="Questões em provas ÷ questões no banco" />
        <Figure
          label="Média de questões por prova"
          value={number.format(rates.averageQuestionsPerExam)}
          hint="Questões em provas ÷ provas"
        />
        <Figure label="Taxa de resposta" value={`${rates.responseRate}%`} hint="Respostas ÷ questões em provas" />
      </dl>
    </div>
  );
}
