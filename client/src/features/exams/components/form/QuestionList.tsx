import { FileText, ListChecks } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { QuestionType } from "@shared/constants";
import { FieldError } from "@/components/FieldError";
import { Button } from "@/components/ui/button";
import { newQuestion, type ExamFormValues } from "./examFormValues";
import { listMessage } from "@/components/OptionsEditor";
import { AddQuestionMenu } from "./AddQuestionMenu";
import { QuestionEditor } from "./QuestionEditor";

export const ADD_MULTIPLE_CHOICE_ID = "add-multiple-choice-question";

function PointsTotal() {
  const questions = useWatch<ExamFormValues, "questions">({ name: "questions" }) ?? [];
  const total = questions.reduce((sum, question) => sum + (Number.isFinite(question.points) ? question.points : 0), 0);
  return (
    <p className="text-sm text-muted-foreground">
      Total: {total.toLocaleString("pt-BR")} {total === 1 ? "ponto" : "pontos"}
    </p>
  );
}

/**
 * 'Questões (n)': the question cards in exam order, added, moved and removed here. Moving or
 * removing re-renders the cards, so focus is put back where the user was and the change is
 * announced, or a keyboard user would be thrown to the top of the page.
 */
export function QuestionList() {
  const { control, formState } = useFormContext<ExamFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "questions" });
  const [focusNew, setFocusNew] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusTarget = useRef<string | null>(null);
  const error = listMessage(formState.errors.questions);

  useEffect(() => {
    if (!focusTarget.current) return;
    document.querySelector<HTMLElement>(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const add = (type: QuestionType) => {
    setFocusNew(fields.length);
    append(newQuestion(type), { shouldFocus: false });
  };

  const moveQuestion = (index: number, direction: -1 | 1) => {
    const key = fields[index].id;
    const to = index + direction;
    move(index, to);
    // The same button again, unless the card reached the end it was moving to (then it is disabled).
    const atTop = to === 0;
    const atBottom = to === fields.length - 1;
    const action = direction === -1 ? (atTop ? "down" : "up") : atBottom ? "up" : "down";
    focusTarget.current = `[data-question="${key}"] [data-action="${action}"]`;
    setAnnouncement(`Questão movida para a posição ${to + 1}.`);
  };

  const removeQuestion = (index: number) => {
    const neighbour = fields[index + 1] ?? fields[index - 1];
    remove(index);
    focusTarget.current = neighbour ? `[data-question="${neighbour.id}"] h3` : `#${ADD_MULTIPLE_CHOICE_ID}`;
    setAnnouncement(`Questão ${index + 1} removida. As questões foram renumeradas.`);
  };

  return (
    <section aria-labelledby="questions-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="questions-heading" className="text-xl font-semibold tracking-tight">
            Questões ({fields.length})
          </h2>
          <p className="text-sm text-muted-foreground">
            Múltipla escolha, dissertativas e outros tipos: múltipla resposta, verdadeiro ou falso, somatória e mais.
          </p>
        </div>
        {fields.length > 0 && <PointsTotal />}
      </div>

      {fields.length === 0 && (
        <div className="rounded-lg border border-dashed border-input bg-card px-6 py-10 text-center">
          <p className="font-medium">Nenhuma questão adicionada ainda</p>
          <p className="mt-1 text-sm text-muted-foreground">Use os botões abaixo para adicionar a primeira questão.</p>
        </div>
      )}

      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <QuestionEditor
              index={index}
              questionKey={field.id}
              count={fields.length}
              autoFocus={index === focusNew}
              onMove={(direction) => moveQuestion(index, direction)}
              onRemove={() => removeQuestion(index)}
            />
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap gap-3 rounded-lg border border-dashed border-input bg-card p-4">
        <Button id={ADD_MULTIPLE_CHOICE_ID} type="button" variant="outline" onClick={() => add("multiple_choice")}>
          <ListChecks aria-hidden />
          Adicionar questão de múltipla escolha
        </Button>
        <Button type="button" variant="outline" onClick={() => add("essay")}>
          <FileText aria-hidden />
          Adicionar questão dissertativa
        </Button>
        <AddQuestionMenu onAdd={add} />
      </div>
      <FieldError message={error} />

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
