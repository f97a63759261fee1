import { useQuery } from "@tanstack/react-query";
import { ChartColumn } from "lucide-react";
import { Link } from "wouter";
import type { School } from "@shared/types/organizations";
import { Spinner } from "@/components/ui/spinner";
import { classesQuery, schoolsQuery } from "@/features/organizations/api";
import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";
import { termSettingsQuery } from "../api";
import { ReportSection } from "./ReportSection";
import { SchoolSkillsReport } from "./SchoolSkillsReport";

/** Each class of the schools the user runs, a link to its report over the term. */
function ClassReportLinks({ schools }: { schools: School[] }) {
  const classes = useQuery(classesQuery());
  const ran = new Set(schools.map((school) => school.id));
  const listed = (classes.data ?? []).filter((schoolClass) => ran.has(schoolClass.schoolId));
  return (
    <ReportSection title="Relatórios das turmas">
      {classes.isPending ? (
        <Spinner label="Carregando turmas..." />
      ) : listed.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma turma cadastrada.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {listed.map((schoolClass) => (
            <li key={schoolClass.id}>
              <Link
                href={`/classes/${schoolClass.id}/report`}
                className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <ChartColumn className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0">
                  <span className="font-medium">{schoolClass.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {schools.length > 1 && `${schoolClass.schoolName} · `}
                    {schoolClass.gradeLevelName} · {schoolClass.year}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}

/**
 * The reports page's learning part (docs/product.md#25-learning-reports): for whoever runs schools,
 * the school's weakest descriptors and each class's report; for a professor, where their classes'
 * and students' reports are.
 */
export function LearningReports() {
  const user = useCurrentUser();
  const supervisor = can.compareClasses(user);
  const schools = useQuery({ ...schoolsQuery(), enabled: supervisor });
  const terms = useQuery({ ...termSettingsQuery, enabled: supervisor });
  if (!supervisor) {
    return (
      <ReportSection title="Relatórios das turmas">
        <p className="text-sm">
          O relatório de cada turma (notas do período, quem está abaixo da média e os descritores a retomar) abre no botão
          “Relatório” do cartão da turma, em{" "}
          <Link href="/organizations" className="font-medium text-primary underline-offset-4 hover:underline">
            Organizações
          </Link>
          ; o de cada aluno, no nome dele na lista de alunos.
        </p>
      </ReportSection>
    );
  }
  if (!schools.data || !terms.data) return <Spinner label="Carregando relatórios de aprendizagem..." />;
  const ran = schools.data.filter((school) => can.manageSchool(user, school.id));
  if (ran.length === 0) return null;
  return (
    <div className="space-y-6">
      <SchoolSkillsReport schools={ran} terms={terms.data} />
      <ClassReportLinks schools={ran} />
    </div>
  );
}
