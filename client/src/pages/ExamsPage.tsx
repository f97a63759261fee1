import { Plus } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/PageHeader";
import { Button } from "@/components/ui/button";
import { DuplicateFirstExamButton } from "@/features/exams/components/DuplicateFirstExamButton";
import { ExamTabs, useExamListView } from "@/features/exams/components/ExamTabs";

const DESCRIPTION = {
  mine: "Gerencie, publique e exporte suas provas.",
  school: "Provas que colegas da sua escola compartilharam: veja e duplique para usar com suas turmas.",
};

export default function ExamsPage() {
  const [view] = useExamListView();
  return (
    <div>
      <PageHeader
        title="Minhas Provas"
        description={DESCRIPTION[view]}
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
