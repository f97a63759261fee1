import { useQuery } from "@tanstack/react-query";
import { FileText, Library, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { applicationHasStarted } from "@shared/examApplication";
import type { QuestionInput } from "@shared/schemas/exams";
import type { ExamQuestion, ExamWithQuestions } from "@shared/types/exams";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { examApplicationsQuery } from "@/features/applications/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { isExamAppliedRefusal, useAddQuestion, useSetQuestionOrder, useUpdateQuestion } from "../../questionEditingApi";
import { AppliedExamRefusal } from "./AppliedExamRefusal";
import { QuestionFormCard } from "./QuestionFormCard";
import { newQuestionFormValues, questionFormValues } from "./questionForm";
import { QuestionRow } from "./QuestionRow";
import { usePointerReorder } from "./usePointerReorder";

const NEW_QUESTION_KEY = "new";

/**
 * 'Questões (n)': the exam's questions in order, own and from the bank together. Each own question
 * is edited in place with the creation form's editor and saved on its own; new ones are written
 * here or picked in the question bank; the order changes by dragging a row's handle or with its
 * buttons and arrow keys, and is saved at once. Once the exam was applied, texts get a warning and
 * the server's refusal to add or remove questions offers a copy of the exam.
 */
export function QuestionsCard({ exam }: { exam: ExamWithQuestions }) {
  const questions = [...exam.questions].sort((a, b) => a.questionOrder - b.questionOrder);
  const published = exam.status !== "draft";
  const addHref = `/question-bank?examId=${encodeURIComponent(exam.id)}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(0);
  const [editing, setEditing] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusTarget = useRef<string | null>(null);
  const applications = useQuery(examApplicationsQuery(exam.id));
  const applied = applications.data?.some((application) => applicationHasStarted(application)) ?? false;
  const update = useUpdateQuestion();
  const add = useAddQuestion();
  const order = useSetQuestionOrder(exam.id);

  // The deleted row took the focused button with it: the heading, with its new count, takes focus.
  // A tick later, because the closing dialog first hands focus back to its (now removed) trigger.
  useEffect(() => {
    if (refocus === 0) return;
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [refocus]);

  // A moved row is placed again in the list, which takes focus from it: the control used gets it back.
  useEffect(() => {
    if (!focusTarget.current) return;
    document.querySelector<HTMLElement>(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const move = (from: number, to: number, control: "up" | "down" | "drag") => {
    if (to < 0 || to >= questions.length || to === from) return;
    const next = [...questions];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    // At an end the button used is disabled: focus goes to the other one.
    const action = control === "up" && to === 0 ? "down" : control === "down" && to === next.length - 1 ? "up" : control;
    focusTarget.current = `[data-question-row="${moved.id}"] [data-action="${action}"]`;
    setAnnouncement(`Questão movida para a posição ${to + 1} de ${next.length}.`);
    order.mutate(next, {
      onError: (error) => {
        setAnnouncement("Não foi possível salvar a nova ordem. A ordem anterior foi mantida.");
        notifyError(error, "Não foi possível salvar a nova ordem das questões.");
      },
    });
  };
  const { list, dragging, handleProps } = usePointerReorder((from, to) => move(from, to, "drag"));

  const toggleEditing = (id: string) =>
    setEditing((open) => (open.includes(id) ? open.filter((other) => other !== id) : [...open, id]));

  const saveQuestion = async (question: ExamQuestion, values: QuestionInput) => {
    const saved = await update.mutateAsync({ id: question.id, ...values });
    setEditing((open) => open.filter((id) => id !== question.id));
    notifySuccess(
      saved.rescoredAttempts
        ? `Questão atualizada. ${saved.rescoredAttempts} ${saved.rescoredAttempts === 1 ? "prova entregue foi recorrigida" : "provas entregues foram recorrigidas"}.`
        : "Questão atualizada com sucesso!",
    );
    focusTarget.current = `[data-question-row="${question.id}"] [data-action="edit"]`;
  };

  const addQuestion = async (values: QuestionInput) => {
    try {
      await add.mutateAsync({ examId: exam.id, ...values });
    } catch (error) {
      if (!isExamAppliedRefusal(error)) throw error;
      setRefusal(error.body?.message ?? "");
      return;
    }
    setAdding(false);
    notifySuccess("Questão adicionada com sucesso!");
    setAnnouncement(`Questão ${questions.length + 1} adicionada.`);
  };

  const addButtons = (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setAdding(true)} disabled={adding}>
        <Plus className="size-4" aria-hidden />
        Nova Questão
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link href={addHref}>
          <Library className="size-4" aria-hidden />
          Adicionar Questão do Banco
        </Link>
      </Button>
    </div>
  );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle as="h2" ref={heading} tabIndex={-1} className="rounded-sm">
          Questões ({questions.length})
        </CardTitle>
        {addButtons}
      </CardHeader>
      <CardContent className="space-y-4 px-3 sm:px-6">
        {questions.length === 0 && !adding ? (
          <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-border px-4 py-12 text-center">
            <FileText className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-muted-foreground">Esta prova ainda não tem questões.</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="outline" onClick={() => setAdding(true)}>
                <Plus className="size-4" aria-hidden />
                Escrever primeira questão
              </Button>
              <Button asChild variant="outline">
                <Link href={addHref}>
                  <Library className="size-4" aria-hidden />
                  Adicionar primeira questão
                </Link>
              </Button>
            </div>
          </div>
        ) : (
          questions.length > 0 && (
            <ol ref={list} className="divide-y divide-border rounded-md border border-border">
              {questions.map((question, index) => (
                <QuestionRow
                  key={question.id}
                  question={question}
                  place={{
                    number: index + 1,
                    count: questions.length,
                    dragged: dragging?.from === index,
                    dropTarget: Boolean(dragging && dragging.over === index && dragging.from !== index),
                  }}
                  published={published}
                  editing={editing.includes(question.id)}
                  editor={
                    question.source === "exam" && (
                      <QuestionFormCard
                        questionKey={question.id}
                        number={index + 1}
                        initialValues={questionFormValues(question, exam)}
                        applied={applied}
                        saveLabel="Salvar questão"
                        onSave={(values) => saveQuestion(question, values)}
                        onCancel={() => toggleEditing(question.id)}
                      />
                    )
                  }
                  handleProps={handleProps(index)}
                  onMove={(direction, control) => move(index, index + direction, control)}
                  onEdit={() => toggleEditing(question.id)}
                  onDeleted={() => setRefocus((count) => count + 1)}
                  onRefused={setRefusal}
                />
              ))}
            </ol>
          )
        )}

        {adding && (
          <section aria-label="Nova questão" className="rounded-md border border-primary/40 p-3 sm:p-4">
            <QuestionFormCard
              questionKey={NEW_QUESTION_KEY}
              number={questions.length + 1}
              initialValues={newQuestionFormValues("multiple_choice", exam)}
              applied={false}
              saveLabel="Adicionar à prova"
              onSave={addQuestion}
              onCancel={() => setAdding(false)}
            />
          </section>
        )}
      </CardContent>

      <p role="status" className="sr-only">
        {announcement}
      </p>
      <AppliedExamRefusal exam={exam} message={refusal} onClose={() => setRefusal(null)} />
    </Card>
  );
}
