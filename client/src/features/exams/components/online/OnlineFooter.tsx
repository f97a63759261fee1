import { CheckCheck, Pencil, Save } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/**
 * The progress and the exam's buttons. Outside preview the student saves or hands in; those
 * buttons are not wired yet (spec 2.10) and the only caller always passes `preview`.
 */
export function OnlineFooter({
  examId,
  answered,
  total,
  preview,
  onSaveDraft,
  onFinish,
}: {
  examId: string;
  answered: number;
  total: number;
  preview: boolean;
  onSaveDraft?: () => void;
  onFinish?: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-5 py-4 shadow-sm">
      <p className="text-sm font-medium">
        {answered} de {total} questões respondidas
      </p>
      <div className="flex flex-wrap gap-2">
        {preview ? (
          <Button asChild>
            <Link href={`/exams/${examId}/edit`}>
              <Pencil className="size-4" aria-hidden />
              Editar Prova
            </Link>
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onSaveDraft}>
              <Save className="size-4" aria-hidden />
              Salvar Rascunho
            </Button>
            <Button onClick={onFinish}>
              <CheckCheck className="size-4" aria-hidden />
              Finalizar Prova
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
