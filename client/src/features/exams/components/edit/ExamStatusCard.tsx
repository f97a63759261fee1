import type { Exam } from "@shared/types/exams";
import { TintBadge } from "@/components/badges/TintBadge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

/** 'Status da Prova'. docs/product.md#75-editing-an-exam: this card says 'Publicada' for published and 'Rascunho' for anything else. */
export function ExamStatusCard({ exam }: { exam: Exam }) {
  const published = exam.status === "published";
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          Status da Prova
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <TintBadge tint={published ? "blue" : "slate"} className="px-3 py-1 text-sm">
          {published ? "Publicada" : "Rascunho"}
        </TintBadge>
        <div className="rounded-md border border-border bg-muted/50 px-4 py-3 text-center">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Código da prova</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-[0.15em] break-all">{exam.examCode}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="whitespace-nowrap text-muted-foreground">Criada em</dt>
          <dd className="text-right font-medium">{formatDate(exam.createdAt)}</dd>
          <dt className="whitespace-nowrap text-muted-foreground">Atualizada em</dt>
          <dd className="text-right font-medium">{formatDate(exam.updatedAt)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
