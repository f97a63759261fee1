import type { Exam } from "@shared/types";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";

/** Spec 2.10: the header card appears when any of these is on. */
export function hasHeaderCard(exam: Exam): boolean {
  return exam.showSchoolName || exam.showStudentName || exam.showGrade || exam.showClass;
}

/** A label and its value, or a line to write on when the value is empty. */
function HeaderLine({ label, value, className }: { label: string; value: string | null; className?: string }) {
  return (
    <div className={cn("flex items-end gap-2", className)}>
      <dt className="shrink-0 text-sm font-medium">{label}:</dt>
      <dd className="min-h-6 flex-1 border-b border-foreground/40 pb-0.5 text-sm">
        {value || <span className="sr-only">em branco</span>}
      </dd>
    </div>
  );
}

/** The exam's header as on paper: logo, school, the student's lines, the date and the code. */
export function ExamHeaderCard({ exam }: { exam: Exam }) {
  const showLogo = exam.showLogo && Boolean(exam.schoolLogo);
  return (
    <Card>
      <CardContent className="space-y-5 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-4">
            {showLogo && (
              <img src={exam.schoolLogo ?? undefined} alt="Logotipo da escola" className="h-16 w-auto max-w-40 object-contain" />
            )}
            {exam.showSchoolName && <p className="text-lg font-semibold break-words">{exam.schoolName}</p>}
          </div>
          {exam.showExamCode && (
            <p className="text-sm text-muted-foreground">
              Código: <span className="font-mono font-semibold tracking-wider text-foreground">{exam.examCode}</span>
            </p>
          )}
        </div>
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {exam.showStudentName && <HeaderLine label="Nome do aluno" value={exam.studentName} className="sm:col-span-2" />}
          {exam.showGrade && <HeaderLine label="Série" value={exam.studentGrade} />}
          {exam.showClass && <HeaderLine label="Turma" value={exam.studentClass} />}
          {exam.showDate && <HeaderLine label="Data" value={formatDate(new Date())} />}
        </dl>
      </CardContent>
    </Card>
  );
}
