import { ArrowDown, ArrowUp, GripVertical, Pencil } from "lucide-react";
import type { KeyboardEvent, PointerEvent } from "react";
import type { ExamQuestion } from "@shared/types/exams";
import { formatPoints } from "@shared/numbers";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { DeleteQuestionButton } from "./DeleteQuestionButton";
import { EditQuestionLink } from "./EditQuestionLink";
import { IconAction } from "./IconAction";
import { QuestionTypeBadge } from "./QuestionTypeBadge";
import { questionKey, questionPreview } from "./questionPreview";

export interface RowPlace {
  number: number;
  count: number;
  /** Held by the pointer, or the place a held row would go. */
  dragged: boolean;
  dropTarget: boolean;
}

/**
 * One line of 'Questões (n)': a handle to drag it (arrow keys move it too), number, type, points,
 * the start of the text, the key in words, and its actions: move up and down, edit (an own question in place, a
 * bank question in the bank) and delete. `editor` is the question's open editor, shown under it.
 */
export function QuestionRow({
  question,
  place,
  published,
  editing,
  editor,
  handleProps,
  onMove,
  onEdit,
  onDeleted,
  onRefused,
}: {
  question: ExamQuestion;
  place: RowPlace;
  published: boolean;
  editing: boolean;
  editor?: React.ReactNode;
  handleProps: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
  };
  /** `control`: the one used, which keeps focus once the row has moved. */
  onMove: (direction: -1 | 1, control: "up" | "down" | "drag") => void;
  onEdit: () => void;
  onDeleted: () => void;
  onRefused: (message: string) => void;
}) {
  const { number, count } = place;
  const preview = questionPreview(question.questionText);
  const answerKey = questionKey(question);
  const moveByKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowUp" && number > 1) onMove(-1, "drag");
    else if (event.key === "ArrowDown" && number < count) onMove(1, "drag");
    else return;
    event.preventDefault();
  };

  return (
    <li
      data-reorder-row
      data-question-row={question.id}
      className={cn(
        "px-3 py-4 sm:px-4",
        place.dragged && "bg-accent/60 opacity-70",
        place.dropTarget && "outline-2 -outline-offset-2 outline-primary outline-dashed",
      )}
    >
      {/* On a phone the actions take their own line, or the text would be squeezed to a word per line. */}
      <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap sm:gap-3">
        <IconAction label="Arraste ou use as setas para mover">
          <button
            type="button"
            {...handleProps}
            onKeyDown={moveByKey}
            data-action="drag"
            aria-label={`Reordenar questão ${number} de ${count}: arraste ou use as setas para cima e para baixo`}
            className="mt-0.5 flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent active:cursor-grabbing focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        </IconAction>
        <div className="min-w-0 flex-1 space-y-1.5 pt-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h3 className="font-semibold">Questão {number}</h3>
            <QuestionTypeBadge type={question.questionType} />
            <span className="text-sm text-muted-foreground">{formatPoints(question.points)}</span>
            {question.source === "bank" && <span className="text-xs text-muted-foreground">Banco de questões</span>}
          </div>
          <p className="text-sm break-words text-muted-foreground">{preview || "Sem texto"}</p>
          {answerKey && (
            <p className="text-sm break-words" data-answer-key>
              <span className="font-medium">Gabarito:</span> {answerKey}
            </p>
          )}
        </div>
        <div className="flex shrink-0 basis-full flex-wrap items-center justify-end gap-0.5 sm:basis-auto">
          <IconAction label="Mover para cima">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Mover questão ${number} para cima`}
              data-action="up"
              disabled={number === 1}
              onClick={() => onMove(-1, "up")}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
          </IconAction>
          <IconAction label="Mover para baixo">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Mover questão ${number} para baixo`}
              data-action="down"
              disabled={number === count}
              onClick={() => onMove(1, "down")}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
          </IconAction>
          {question.source === "bank" ? (
            <EditQuestionLink examId={question.examId} questionId={question.id} number={number} published={published} />
          ) : (
            <IconAction label={`Editar questão ${number}`}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Editar questão ${number}`}
                aria-expanded={editing}
                data-action="edit"
                onClick={onEdit}
              >
                <Pencil className="size-4" aria-hidden />
              </Button>
            </IconAction>
          )}
          <DeleteQuestionButton
            question={question}
            number={number}
            published={published}
            onDeleted={onDeleted}
            onRefused={onRefused}
          />
        </div>
      </div>
      {editing && editor && <div className="-mx-1 mt-4 sm:mx-0">{editor}</div>}
    </li>
  );
}
