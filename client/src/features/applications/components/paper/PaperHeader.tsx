import { ArrowLeft, CalendarDays, Files, Users } from "lucide-react";
import { Link } from "wouter";
import type { ExamApplication } from "@shared/types/applications";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/format";
import { versionsLabel } from "../../paperLabels";

/** What was applied on paper: the exam, its classes, its versions and the date printed on them. */
export function PaperHeader({
  application,
  examTitle,
  printDate,
}: {
  application: ExamApplication;
  examTitle: string;
  /** `aaaa-mm-dd` as printed: the application's own date, else the exam's; null prints a line to write it on. */
  printDate: string | null;
}) {
  const shuffled = application.versions > 1 && (application.shuffleQuestions || application.shuffleOptions);
  return (
    <header className="space-y-4">
      <Button variant="ghost" asChild className="-ml-3">
        <Link href={`/exams/${application.examId}/view`}>
          <ArrowLeft aria-hidden />
          Voltar para a prova
        </Link>
      </Button>
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-medium text-muted-foreground">Aplicação em papel</p>
        <h1 className="text-2xl font-bold tracking-tight break-words">{examTitle}</h1>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <Users className="size-4 shrink-0" aria-hidden />
            {application.classes.map((schoolClass) => schoolClass.name).join(", ") || "Sem turmas"}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Files className="size-4 shrink-0" aria-hidden />
            {versionsLabel(application.versions)}
            {shuffled && " · outras versões embaralhadas"}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            {printDate ? `Data da prova: ${formatDay(printDate)}` : "Data da prova: linha em branco"}
          </li>
        </ul>
      </div>
    </header>
  );
}
