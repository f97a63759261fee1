import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SKILL_LEVEL_LABELS } from "@shared/learning";
import { SUBJECTS_BY_CATEGORY } from "@shared/constants";
import type { TermSettings } from "@shared/terms";
import type { SchoolReport } from "@shared/types/learning";
import type { School } from "@shared/types/organizations";
import { FilterSelect } from "@/components/FilterSelect";
import { Spinner } from "@/components/ui/spinner";
import { gradeLevelsQuery } from "@/features/organizations/api";
import { countLabel } from "@/lib/format";
import { downloadSchoolReport, schoolReportQuery, type SchoolReportFilter } from "../api";
import { recentYears, termOptions, todaysTerm } from "../termChoices";
import { ExportExcelButton } from "./ExportExcelButton";
import { RateCell } from "./RateCell";
import { ReportSection } from "./ReportSection";
import { SkillHeading } from "./SkillHeading";

const ALL_SUBJECTS = [...new Set(Object.values(SUBJECTS_BY_CATEGORY).flat())].sort((a, b) => a.localeCompare(b, "pt-BR"));

/**
 * 'Descritores da escola' (docs/product.md#25-learning-reports): every descriptor and BNCC skill the
 * school's classes answered in a term, weakest first, by grade level and subject, with a workbook.
 * For the schools the user runs (all of them for an administrator).
 */
export function SchoolSkillsReport({ schools, terms }: { schools: School[]; terms: TermSettings }) {
  const [schoolId, setSchoolId] = useState(schools[0].id);
  const [filter, setFilter] = useState<SchoolReportFilter>(() => ({ ...todaysTerm(terms), gradeLevelId: "", subject: "" }));
  const gradeLevels = useQuery(gradeLevelsQuery());
  const report = useQuery(schoolReportQuery(schoolId, filter));
  const level = gradeLevels.data?.find((candidate) => candidate.id === filter.gradeLevelId);
  const subjects = level ? SUBJECTS_BY_CATEGORY[level.category] : ALL_SUBJECTS;
  const data = report.data;

  return (
    <ReportSection title="Descritores da escola">
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Do mais fraco ao mais forte, nas avaliações aplicadas às turmas da escola no período: o que retomar primeiro.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          {schools.length > 1 && (
            <FilterSelect
              id="skills-school"
              label="Escola"
              value={schoolId}
              options={schools.map((school) => ({ value: school.id, label: school.name }))}
              onChange={setSchoolId}
              className="w-60"
            />
          )}
          <FilterSelect
            id="skills-year"
            label="Ano"
            value={String(filter.year)}
            options={recentYears()}
            onChange={(year) => setFilter({ ...filter, year: Number(year) })}
            className="w-28"
          />
          <FilterSelect
            id="skills-term"
            label="Período"
            value={String(filter.term)}
            options={termOptions(terms.kind, terms.starts.length)}
            onChange={(term) => setFilter({ ...filter, term: Number(term) })}
          />
          <FilterSelect
            id="skills-grade-level"
            label="Série"
            value={filter.gradeLevelId}
            allLabel="Todas as séries"
            options={(gradeLevels.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            onChange={(gradeLevelId) => setFilter({ ...filter, gradeLevelId })}
          />
          <FilterSelect
            id="skills-subject"
            label="Disciplina"
            value={filter.subject}
            allLabel="Todas as disciplinas"
            options={subjects.map((subject) => ({ value: subject, label: subject }))}
            onChange={(subject) => setFilter({ ...filter, subject })}
            className="w-52"
          />
          <ExportExcelButton download={() => downloadSchoolReport(schoolId, filter)} />
        </div>
        {!data ? (
          report.isPending ? (
            <Spinner label="Carregando os descritores..." />
          ) : (
            <p role="alert" className="text-destructive">
              {report.error?.message ?? "Não foi possível carregar os descritores da escola."}
            </p>
          )
        ) : (
          <SchoolSkillsTable report={data} />
        )}
      </div>
    </ReportSection>
  );
}

function SchoolSkillsTable({ report }: { report: SchoolReport }) {
  return (
    <>
      <p className="text-sm">
        {report.term.name} de {report.term.year}: {countLabel(report.handedIn, "prova entregue", "provas entregues")} em{" "}
        {countLabel(report.exams, "avaliação", "avaliações")} de {countLabel(report.classes, "turma", "turmas")}.
      </p>
      {report.skills.length === 0 ? (
        <p className="rounded-md border p-4 text-center text-sm text-muted-foreground">
          Nenhuma questão com descritor ou habilidade foi respondida neste período.
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-md border">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Descritores e habilidades da escola, do mais fraco ao mais forte</caption>
            <thead className="bg-muted text-left">
              <tr>
                <th className="px-3 py-2">Descritor</th>
                <th className="px-2 py-2 text-center">Acerto</th>
                <th className="px-2 py-2">Situação</th>
                <th className="px-2 py-2 text-right">Questões</th>
                <th className="px-2 py-2 text-right">Avaliações</th>
                <th className="px-2 py-2 text-right">Turmas</th>
              </tr>
            </thead>
            <tbody>
              {report.skills.map((skill) => (
                <tr key={`${skill.subject}/${skill.gradeLevelName}/${skill.kind}/${skill.code}`} className="border-t">
                  <SkillHeading skill={skill} detail={`${skill.subject} · ${skill.gradeLevelName}`} />
                  <RateCell rate={skill.rate} />
                  <td className="px-2 py-1 whitespace-nowrap">{SKILL_LEVEL_LABELS[skill.level]}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{skill.questions}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{skill.exams}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{skill.classes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
