import { CircleCheckBig } from "lucide-react";
import { formatGrade } from "@shared/grades";
import type { AttemptView } from "@shared/types/online";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { formatNumber } from "./format";
import { Notice } from "./Notice";
import { PageShell } from "./PageShell";

/** After handing in: when, the score where the teacher shows it, and how it was handed in. */
export function FinishedScreen({ view, notice, onLeave }: { view: AttemptView; notice: string | null; onLeave: () => void }) {
  const { attempt, exam } = view;
  const automatic = attempt.finishReason === "deadline" || attempt.finishReason === "closed";
  return (
    <PageShell>
      <Card>
        <CardContent className="space-y-5 pt-6 text-center">
          <CircleCheckBig className="mx-auto size-14 text-green-700" aria-hidden />
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight">Prova entregue</h1>
            {attempt.submittedAt && <p>Entregue em {formatDateTime(attempt.submittedAt)}</p>}
          </div>
          <div className="space-y-0.5 text-muted-foreground">
            <p className="font-medium break-words text-foreground">{exam.title}</p>
            <p className="break-words">
              {attempt.studentName}
              {attempt.className && ` · ${attempt.className}`}
            </p>
          </div>
          {attempt.result && (
            <div className="rounded-lg bg-accent px-4 py-3 text-accent-foreground">
              <p className="text-xl font-bold">Sua nota: {formatGrade(attempt.result.grade)}</p>
              <p className="text-sm">
                {formatNumber(attempt.result.score)} de {formatNumber(attempt.result.maxScore)} pontos · nota de 0 a{" "}
                {attempt.result.maxGrade}
              </p>
              {attempt.result.pendingEssays > 0 && (
                <p className="mt-1 text-sm">
                  As questões dissertativas ainda serão corrigidas pelo professor, e a nota pode mudar.
                </p>
              )}
            </div>
          )}
        </CardContent>
      </Card>
      {automatic && (
        <Notice>
          <p>Sua prova foi entregue automaticamente quando o tempo terminou.</p>
        </Notice>
      )}
      {notice && (
        <Notice tone="warning" role="status">
          <p>{notice}</p>
        </Notice>
      )}
      <Button variant="outline" size="lg" className="w-full" onClick={onLeave}>
        Sair
      </Button>
    </PageShell>
  );
}
