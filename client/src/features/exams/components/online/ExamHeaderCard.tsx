import type { ReactNode } from "react";
import type { Exam } from "@shared/types/exams";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";

/** docs/product.md#78-online-preview: the header card appears when any of these is on. */
export function hasHeaderCard(exam: Exam): boolean {
  return exam.showSchoolName || exam.showStudentName || exam.showGrade || exam.showClass;
}

export interface HeaderCardLine {
  label: string;
  value: string | null;
  /** Takes the whole row (the student's name). */
  wide?: boolean;
}

/** A label and its value, or a line to write on when the value is empty. */
function HeaderLine({ label, value, wide }: HeaderCardLine) {
  return (
    <div className={cn("flex items-end gap-2", wide && "sm:col-span-2")}>
      <dt className="shrink-0 text-sm font-medium">{label}:</dt>
      <dd className="min-h-6 min-w-0 flex-1 border-b border-foreground/40 pb-0.5 text-sm break-words">
        {value || <span className="sr-only">em branco</span>}
      </dd>
    </div>
  );
}

/**
 * The header as on paper: logo, school, the code and the student's lines. The preview leaves the
 * lines blank; the student page fills them with who entered.
 */
export function HeaderCard({
  logo,
  schoolName,
  examCode,
  lines,
  children,
}: {
  logo: string | null;
  schoolName: string | null;
  examCode: string | null;
  lines: HeaderCardLine[];
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="space-y-5 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-4">
            {logo && <img src={logo} alt="Logotipo da escola" className="h-16 w-auto max-w-40 object-contain" />}
            {schoolName && <p className="text-lg font-semibold break-words">{schoolName}</p>}
          </div>
          {examCode && (
            <p className="text-sm text-muted-foreground">
              Código: <span className="font-mono font-semibold tracking-wider text-foreground">{examCode}</span>
            </p>
          )}
        </div>
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {lines.map((line) => (
            <HeaderLine key={line.label} {...line} />
          ))}
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}

/** The exam's header as the preview shows it, following the exam's header settings. */
export function ExamHeaderCard({ exam }: { exam: Exam }) {
  const lines: HeaderCardLine[] = [];
  if (exam.showStudentName) lines.push({ label: "Nome do aluno", value: exam.studentName, wide: true });
  if (exam.showGrade) lines.push({ label: "Série", value: exam.studentGrade });
  if (exam.showClass) lines.push({ label: "Turma", value: exam.studentClass });
  if (exam.showDate) lines.push({ label: "Data", value: formatDate(new Date()) });
  return (
    <HeaderCard
      logo={exam.showLogo ? exam.schoolLogo : null}
      schoolName={exam.showSchoolName ? exam.schoolName : null}
      examCode={exam.showExamCode ? exam.examCode : null}
      lines={lines}
    />
  );
}
