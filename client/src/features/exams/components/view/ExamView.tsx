import { ArrowLeft, ClipboardCopy, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { ExamWithQuestions } from "@shared/types/exams";
import { DifficultyBadge } from "@/components/badges/DifficultyBadge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useCurriculumTexts } from "@/components/curriculum/useCurriculumTexts";
import { toast } from "@/components/ui/use-toast";
import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";
import { examListHref } from "../../examListHref";
import { ExamStatusBadge } from "../ExamBadges";
import { examAsPlainText } from "@shared/examText";
import { formatPoints } from "@shared/numbers";
import { QuestionView } from "./QuestionView";

async function copyToClipboard(exam: ExamWithQuestions) {
  try {
    await navigator.clipboard.writeText(examAsPlainText(exam));
    toast({ title: "Sucesso", description: "Prova copiada para a área de transferência!" });
  } catch {
    toast({ title: "Erro", description: "Erro ao copiar prova", variant: "destructive" });
  }
}

/**
 * The exam as the teacher reviews it (docs/product.md#74-exam-page). `actions` (publish, apply, print, downloads,
 * duplicate) stand beside 'Copiar' and 'Editar'; `sections` (the exam's applications) stand
 * between the header and the questions. A colleague's shared exam is read here without 'Editar',
 * and 'Voltar' returns to the school's list it came from.
 */
export function ExamView({ exam, actions, sections }: { exam: ExamWithQuestions; actions?: ReactNode; sections?: ReactNode }) {
  const user = useCurrentUser();
  const canEdit = can.editExam(user, exam);
  const totalPoints = exam.questions.reduce((sum, question) => sum + question.points, 0);
  // One lookup for every code of the exam: each badge's text is one hover away.
  const texts = useCurriculumTexts(
    exam.questions.flatMap((question) => [
      question.descriptor,
      question.bnccSkill,
      question.descriptorSaeb,
      question.descriptorPaeb,
    ]),
    exam.subject,
    exam.gradeLevelId,
  );
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" asChild>
          <Link href={examListHref(canEdit ? "mine" : "school")}>
            <ArrowLeft className="size-4" aria-hidden />
            Voltar
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copyToClipboard(exam)}>
            <ClipboardCopy className="size-4" aria-hidden />
            Copiar
          </Button>
          {canEdit && (
            <Button variant="outline" asChild>
              <Link href={`/exams/${exam.id}/edit`}>
                <Pencil className="size-4" aria-hidden />
                Editar
              </Link>
            </Button>
          )}
          {actions}
        </div>
      </div>

      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{exam.title}</h1>
          <Badge variant="secondary" className="font-mono text-sm tracking-wider">
            {exam.examCode}
          </Badge>
        </div>
        {exam.creatorId !== user.id && (
          <p className="text-sm">
            por <span className="font-medium">{exam.creatorName}</span>
            {!canEdit && <span className="text-muted-foreground"> · somente leitura</span>}
          </p>
        )}
        {exam.description && <p className="text-muted-foreground">{exam.description}</p>}
        <div className="flex flex-wrap gap-2 text-sm">
          <ExamStatusBadge status={exam.status} />
          <DifficultyBadge level={exam.difficultyLevel} />
          <Badge variant="outline">{exam.subject}</Badge>
          <Badge variant="outline">{exam.gradeLevelName}</Badge>
          <Badge variant="outline">{exam.schoolName}</Badge>
          {exam.sharedWithSchool && <Badge variant="outline">Compartilhada com a escola</Badge>}
        </div>
        {exam.questions.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {exam.questions.length} {exam.questions.length === 1 ? "questão" : "questões"} · Total:{" "}
            <strong className="text-foreground">{formatPoints(totalPoints)}</strong>
          </p>
        )}
      </header>

      {sections}

      {exam.questions.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">
            Esta prova não possui questões cadastradas.
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-4">
          {exam.questions.map((question, index) => (
            <QuestionView key={question.id} question={question} number={index + 1} texts={texts} />
          ))}
        </div>
      )}
    </div>
  );
}
