import { useQuery } from "@tanstack/react-query";
import { ChartColumn, Send } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { Link } from "wouter";
import type { Exam } from "@shared/types/exams";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";
import { examApplicationsQuery } from "../api";
import { notApplicableReason } from "@/lib/applications";
import { Notice } from "@/components/Notice";
import { ApplicationItem } from "./ApplicationItem";

// The form (react-hook-form, zod, the class list) loads on the first 'Aplicar prova', not with the exam page.
const ApplyExamDialog = lazy(() => import("./ApplyExamDialog").then((module) => ({ default: module.ApplyExamDialog })));

/** `Aplicações`: the exam applied to classes, online or on paper, each application with its state and actions. */
export function ApplicationsCard({ exam }: { exam: Exam }) {
  const user = useCurrentUser();
  const canManage = can.editExam(user, exam);
  const applications = useQuery(examApplicationsQuery(exam.id));
  const [applying, setApplying] = useState(false);
  const reason = notApplicableReason(exam);

  // A colleague reading a shared exam has no applications of it to follow (docs/product.md#193-sharing).
  if (!canManage && applications.data?.length === 0) return null;

  return (
    <Card role="region" aria-labelledby="aplicacoes-titulo">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle as="h2" id="aplicacoes-titulo">
            Aplicações
          </CardTitle>
          <CardDescription>Aplique a prova às turmas, online ou em papel, e acompanhe cada aplicação.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {can.compareClasses(user) && !!applications.data?.length && (
            <Button variant="outline" asChild>
              <Link href={`/exams/${exam.id}/report`}>
                <ChartColumn aria-hidden />
                Comparar turmas
              </Link>
            </Button>
          )}
          {canManage && !reason && (
            <Button onClick={() => setApplying(true)}>
              <Send aria-hidden />
              Aplicar prova
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {canManage && reason && <Notice>{reason}</Notice>}
        {applications.isPending ? (
          <Spinner label="Carregando aplicações..." />
        ) : applications.isError ? (
          <p className="text-sm text-destructive">Não foi possível carregar as aplicações.</p>
        ) : applications.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Esta prova ainda não foi aplicada.</p>
        ) : (
          <ul className="divide-y">
            {applications.data.map((application) => (
              <ApplicationItem key={application.id} application={application} examId={exam.id} canManage={canManage} />
            ))}
          </ul>
        )}
      </CardContent>
      {applying && (
        <Suspense fallback={<Spinner label="Carregando..." />}>
          <ApplyExamDialog exam={exam} onClose={() => setApplying(false)} />
        </Suspense>
      )}
    </Card>
  );
}
