import { useQuery } from "@tanstack/react-query";
import { Eye, ListPlus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { examQuery } from "@/features/exams/api";

/** Reminds the teacher which exam the chosen questions go to, and leads back to it. */
export function ExamBanner({ examId, onOpenPicker }: { examId: string; onOpenPicker: () => void }) {
  const exam = useQuery(examQuery(examId));

  if (exam.isError) {
    return (
      <p role="alert" className="mb-6 rounded-lg border border-destructive/40 p-4 text-destructive">
        Prova não encontrada: não é possível adicionar questões a ela.
      </p>
    );
  }

  return (
    <section
      aria-label="Prova em edição"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-accent-foreground"
    >
      <p>
        Adicionando questões à prova: <strong className="font-semibold">{exam.data?.title ?? "Carregando..."}</strong>
        {exam.data && (
          <span className="ml-2 text-sm">
            ({exam.data.questionCount === 1 ? "1 questão" : `${exam.data.questionCount} questões`})
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link href={`/exams/${examId}/view`}>
            <Eye aria-hidden />
            Ver prova
          </Link>
        </Button>
        <Button size="sm" onClick={onOpenPicker} disabled={!exam.data}>
          <ListPlus aria-hidden />
          Adicionar Questões do Banco
        </Button>
      </div>
    </section>
  );
}
