import { useState } from "react";
import { Pencil } from "lucide-react";
import { Link } from "wouter";
import type { ExamWithQuestions } from "@shared/types/exams";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ExamHeaderCard, hasHeaderCard } from "./ExamHeaderCard";
import { OnlineFooter } from "./OnlineFooter";
import { OnlineHeaderBar } from "./OnlineHeaderBar";
import { OnlineQuestion } from "./OnlineQuestion";
import { PreviewNotice } from "./PreviewNotice";
import { previewSpec } from "./previewSpec";

/** The exam as a student answers it (docs/product.md#78-online-preview). Answers live in this component only. */
export function OnlineExam({ exam, preview }: { exam: ExamWithQuestions; preview: boolean }) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const questions = [...exam.questions].sort((a, b) => a.questionOrder - b.questionOrder);
  const answered = questions.filter((question) => answers[question.id] !== undefined).length;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <OnlineHeaderBar exam={exam} answered={answered} total={questions.length} preview={preview} />
      {hasHeaderCard(exam) && <ExamHeaderCard exam={exam} />}
      {preview && <PreviewNotice />}

      {questions.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">
            Esta prova não possui questões cadastradas.
          </CardContent>
        </Card>
      ) : (
        <ol className="space-y-5">
          {questions.map((question, index) => (
            <li key={question.id}>
              <OnlineQuestion
                question={{ ...question, answerSpec: previewSpec(question) }}
                number={index + 1}
                answer={answers[question.id]}
                onAnswer={(optionId) => setAnswers((current) => ({ ...current, [question.id]: optionId }))}
              />
            </li>
          ))}
        </ol>
      )}

      <OnlineFooter
        answered={answered}
        total={questions.length}
        actions={
          preview ? (
            <Button asChild>
              <Link href={`/exams/${exam.id}/edit`}>
                <Pencil className="size-4" aria-hidden />
                Editar Prova
              </Link>
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
