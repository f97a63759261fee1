import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ExamApplication } from "@shared/types/applications";
import { Spinner } from "@/components/ui/spinner";
import { examQuery } from "@/features/exams/api";
import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";
import { PaperHeader } from "./PaperHeader";
import { PaperPrints } from "./PaperPrints";
import { PaperStudentsTable } from "./PaperStudentsTable";

/**
 * A paper application's page: what was applied, its prints (blank copies, answer sheets, the class
 * pack, the gabarito), the correction of the filled sheets (`correction`, the scans feature's) and
 * each student's version and print. Whoever manages the exam changes a student's version or print
 * before printing; others read them.
 */
export function PaperApplication({ application, correction }: { application: ExamApplication; correction: ReactNode }) {
  const user = useCurrentUser();
  const exam = useQuery(examQuery(application.examId));
  if (exam.isPending) return <Spinner label="Carregando..." />;
  const canManage = exam.data ? can.editExam(user, exam.data) : false;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PaperHeader
        application={application}
        examTitle={exam.data?.title ?? "Prova"}
        printDate={application.printDate ?? exam.data?.printDate ?? null}
      />
      <PaperPrints application={application} />
      {correction}
      <section aria-labelledby="alunos-titulo" className="space-y-3">
        <div className="space-y-1">
          <h2 id="alunos-titulo" className="text-lg font-semibold">
            Alunos
          </h2>
          <p className="text-sm text-muted-foreground">
            {canManage
              ? "Mude a versão ou a impressão de um aluno antes de imprimir: cada alteração é salva na hora."
              : "A versão e a impressão de cada aluno, como serão impressas."}
          </p>
        </div>
        <PaperStudentsTable application={application} canManage={canManage} />
      </section>
    </div>
  );
}
