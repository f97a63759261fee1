import { FileText, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { ExamWithQuestions } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QuestionRow } from "./QuestionRow";

/** 'Questões (n)': the exam's questions in order, with the way to add more from the question bank. */
export function QuestionsCard({ exam }: { exam: ExamWithQuestions }) {
  const questions = [...exam.questions].sort((a, b) => a.questionOrder - b.questionOrder);
  const published = exam.status !== "draft";
  const addHref = `/question-bank?examId=${encodeURIComponent(exam.id)}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(0);

  // The deleted row took the focused button with it: the heading, with its new count, takes focus.
  // A tick later, because the closing dialog first hands focus back to its (now removed) trigger.
  useEffect(() => {
    if (refocus === 0) return;
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [refocus]);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle as="h2" ref={heading} tabIndex={-1} className="rounded-sm">
          Questões ({questions.length})
        </CardTitle>
        <Button asChild size="sm">
          <Link href={addHref}>
            <Plus className="size-4" aria-hidden />
            Adicionar Questão
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {questions.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-border px-4 py-12 text-center">
            <FileText className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-muted-foreground">Esta prova ainda não tem questões.</p>
            <Button asChild variant="outline">
              <Link href={addHref}>
                <Plus className="size-4" aria-hidden />
                Adicionar primeira questão
              </Link>
            </Button>
          </div>
        ) : (
          <ol className="divide-y divide-border rounded-md border border-border">
            {questions.map((question, index) => (
              <QuestionRow
                key={question.id}
                question={question}
                number={index + 1}
                published={published}
                onDeleted={() => setRefocus((count) => count + 1)}
              />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
