import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/PageHeader";
import { ExamForm } from "@/features/exams/components/form/ExamForm";

export default function CreateExamPage() {
  return (
    <div className="mx-auto max-w-7xl">
      <Link
        href="/exams"
        className="mb-4 inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar para Minhas Provas
      </Link>
      <PageHeader title="Criar Nova Prova" description="Monte uma prova com questões de múltipla escolha e dissertativas." />
      <ExamForm />
    </div>
  );
}
