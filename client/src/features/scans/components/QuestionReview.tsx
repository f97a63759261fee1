import type { KeyboardEvent } from "react";
import { OPTION_LETTERS } from "@shared/constants";
import type { SheetAnswerChoice } from "@shared/schemas/scans";
import type { ScanAnswerView, ScanSheet } from "@shared/types/scans";
import { Button } from "@/components/ui/button";
import { notifyError } from "@/lib/notify";
import { useSettleSheet } from "../api";
import { SheetCrop } from "./SheetCrop";

const QUESTION_SELECTOR = "[data-review-question]";

/** The question after `current` on the review screen (the next sheet's first, at a sheet's last), to take the focus. */
function nextQuestion(current: HTMLElement): HTMLElement | undefined {
  const all = [...document.querySelectorAll<HTMLElement>(QUESTION_SELECTOR)];
  return all[all.indexOf(current) + 1];
}

/** The key that sets a choice: a letter the question has, 0 for blank, X for annulled. */
function choiceOfKey(key: string, choices: number): SheetAnswerChoice | null {
  const upper = key.toUpperCase();
  const letter = OPTION_LETTERS.indexOf(upper as (typeof OPTION_LETTERS)[number]);
  if (letter >= 0 && letter < choices) return OPTION_LETTERS[letter];
  if (key === "0") return "blank";
  if (upper === "X") return "annulled";
  return null;
}

/**
 * A doubtful question: its row of the sheet as the reader saw it, and one button per answer it can
 * be set to. Focused, it takes a key instead; once set, the focus moves to the next question.
 */
export function QuestionReview({
  applicationId,
  sheet,
  answer,
}: {
  applicationId: string;
  sheet: ScanSheet;
  answer: ScanAnswerView;
}) {
  const settle = useSettleSheet(applicationId);
  const letters = OPTION_LETTERS.slice(0, answer.choices);

  function choose(choice: SheetAnswerChoice, from: HTMLElement) {
    const group = from.closest<HTMLElement>(QUESTION_SELECTOR)!;
    const next = nextQuestion(group);
    settle.mutate(
      { id: sheet.id, answers: [{ questionNumber: answer.questionNumber, choice }] },
      {
        onSuccess: () => next?.focus(),
        onError: (error) => notifyError(error, "Não foi possível salvar a resposta."),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const choice = choiceOfKey(event.key, answer.choices);
    if (!choice) return;
    event.preventDefault();
    choose(choice, event.currentTarget);
  }

  const label = `Questão ${answer.questionNumber}`;
  return (
    <div
      data-review-question
      role="group"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="space-y-2 rounded-md border p-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">Leitura incerta</span>
      </div>
      {sheet.imageUrl && <SheetCrop imageUrl={sheet.imageUrl} crop={answer.crop} label={`${label} no cartão`} />}
      <div className="flex flex-wrap gap-1.5">
        {letters.map((letter) => (
          <Button
            key={letter}
            size="sm"
            variant="outline"
            className="w-10"
            disabled={settle.isPending}
            onClick={(event) => choose(letter, event.currentTarget)}
          >
            {letter}
          </Button>
        ))}
        <Button size="sm" variant="outline" disabled={settle.isPending} onClick={(event) => choose("blank", event.currentTarget)}>
          Em branco
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={settle.isPending}
          onClick={(event) => choose("annulled", event.currentTarget)}
        >
          Anular
        </Button>
      </div>
    </div>
  );
}
