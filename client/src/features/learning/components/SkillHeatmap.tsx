import type { ClassReport } from "@shared/types/learning";
import { RateCell } from "./RateCell";
import { SkillHeading } from "./SkillHeading";

/** Descriptors and skills down the side, the term's exams across: where the class stands on each. */
export function SkillHeatmap({ report }: { report: ClassReport }) {
  if (report.skills.length === 0)
    return <p className="text-sm text-muted-foreground">As questões do período ainda não têm descritores nem habilidades.</p>;
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Percentual dos pontos de cada descritor em cada avaliação</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th className="px-3 py-2">Descritor</th>
            {report.exams.map((exam, index) => (
              <th key={exam.applicationId} className="px-2 py-2 text-center" title={exam.title}>
                A{index + 1}
                <span className="sr-only">: {exam.title}</span>
              </th>
            ))}
            <th className="px-2 py-2 text-center">Período</th>
          </tr>
        </thead>
        <tbody>
          {report.skills.map((skill) => (
            <tr key={`${skill.subject}/${skill.kind}/${skill.code}`} className="border-t">
              <SkillHeading skill={skill} detail={skill.subject} />
              {skill.byExam.map((rate, index) => (
                <RateCell key={report.exams[index].applicationId} rate={rate} />
              ))}
              <RateCell rate={skill.rate} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
