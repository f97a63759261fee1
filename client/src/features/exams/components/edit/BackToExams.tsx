import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";

export function BackToExams() {
  return (
    <Link
      href="/exams"
      className="mb-4 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Voltar para Minhas Provas
    </Link>
  );
}
