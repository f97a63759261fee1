import { Plus } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/PageHeader";
import { Button } from "@/components/ui/button";
import { DuplicateFirstExamButton } from "@/features/exams/components/DuplicateFirstExamButton";
import { ExamTabs } from "@/features/exams/components/ExamTabs";

export default function ExamsPage() {
  return (
    <div>
      <PageHeader
        title="Minhas Provas"
        description="Gerencie, publique e exporte suas provas."
        actions={
          <>
            <DuplicateFirstExamButton />
            <Button asChild>
              <Link href="/create-exam">
                <Plus className="size-4" aria-hidden />
                Nova Prova
              </Link>
            </Button>
          </>
        }
      />
      <ExamTabs />
    </div>
  );
}
