import { useQuery } from "@tanstack/react-query";
import { Suspense, lazy, useState } from "react";
import type { DescriptorResult } from "@shared/types/analysis";
import type { ClassResultSummary } from "@shared/types/results";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { descriptorsQuery } from "../api";
import { REINFORCEMENT_BELOW, formatShare } from "../format";
import { ALL_CLASSES, ClassFilter, classValue } from "./ResultsTab";

// The charting library loads with this tab, not with the scores.
const DescriptorChart = lazy(() => import("./DescriptorChart").then((module) => ({ default: module.DescriptorChart })));

const SOURCES: Record<DescriptorResult["source"], string> = { saeb: "SAEB", paeb: "PAEB", descritor: "Descritor" };

/** A cell's tint by how much of the descriptor the student got; the percentage is always written too. */
function tintOf(rate: number | null): string {
  if (rate === null) return "text-muted-foreground";
  if (rate < REINFORCEMENT_BELOW) return "bg-red-50 text-red-800";
  if (rate < 0.7) return "bg-amber-50 text-amber-900";
  return "bg-green-50 text-green-800";
}

/** How the students did on each descriptor (SAEB, PAEB or the exam's own), by class and by student. */
export function DescriptorsTab({ applicationId, classes }: { applicationId: string; classes: ClassResultSummary[] }) {
  const report = useQuery(descriptorsQuery(applicationId));
  const [classFilter, setClassFilter] = useState(ALL_CLASSES);
  if (report.isPending) return <Spinner label="Carregando..." />;
  if (report.isError)
    return (
      <p role="alert" className="text-destructive">
        Não foi possível carregar os descritores.
      </p>
    );
  const { descriptors, students } = report.data;
  if (descriptors.length === 0)
    return (
      <p className="py-8 text-center text-muted-foreground">
        As questões desta prova não têm descritores. Informe o descritor (SAEB, PAEB ou próprio) ao editar as questões.
      </p>
    );

  const className = classes.find((item) => classValue(item.classId) === classFilter)?.className;
  const bars = descriptors.map((descriptor) => ({
    code: descriptor.code,
    text: descriptor.text,
    rate:
      classFilter === ALL_CLASSES
        ? descriptor.rate
        : (descriptor.byClass.find((item) => classValue(item.classId) === classFilter)?.rate ?? null),
  }));
  const shownStudents = classFilter === ALL_CLASSES ? students : students.filter((student) => student.className === className);

  return (
    <div className="space-y-4">
      <ClassFilter id="descriptors-class" classes={classes} value={classFilter} onChange={setClassFilter} />
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Aproveitamento por descritor{className ? ` · ${className}` : ""}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-48" />}>
            <DescriptorChart bars={bars} />
          </Suspense>
        </CardContent>
      </Card>
      <section aria-labelledby="descritores-alunos" className="space-y-2">
        <h2 id="descritores-alunos" className="text-base font-semibold">
          Por aluno
        </h2>
        <div className="relative overflow-x-auto rounded-md border bg-card">
          <table className="w-full text-sm">
            <thead className="border-b bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Aluno
                </th>
                {descriptors.map((descriptor) => (
                  <th key={descriptor.code} scope="col" className="px-3 py-2 text-center font-medium">
                    <abbr
                      title={[
                        `${SOURCES[descriptor.source]} · questões ${descriptor.questionNumbers.join(", ")}`,
                        descriptor.text,
                      ]
                        .filter(Boolean)
                        .join("\n")}
                      className="no-underline"
                    >
                      {descriptor.code}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shownStudents.map((student) => (
                <tr key={student.attemptId} className="border-b last:border-b-0">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {student.studentName}
                    {student.className && <div className="text-xs font-normal text-muted-foreground">{student.className}</div>}
                  </th>
                  {descriptors.map((descriptor) => {
                    const rate = student.rates[descriptor.code] ?? null;
                    return (
                      <td key={descriptor.code} className={cn("px-3 py-2 text-center tabular-nums", tintOf(rate))}>
                        {formatShare(rate)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
