import { Input } from "@/components/ui/input";

/** Room for a word, a name or a short phrase; the accepted answers are at most 200 characters. */
const SHORT_ANSWER_MAX = 500;

/** Resposta curta: one line of text, saved as an essay's text is. */
export function ShortAnswer({
  questionId,
  text,
  onText,
}: {
  questionId: string;
  text: string;
  /** Without it the line is shown read-only (the staff preview). */
  onText?: (text: string) => void;
}) {
  const id = `short-${questionId}`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Sua resposta
      </label>
      <Input
        id={id}
        autoComplete="off"
        maxLength={SHORT_ANSWER_MAX}
        placeholder={onText ? "Escreva sua resposta" : "Resposta do aluno"}
        value={text}
        disabled={!onText}
        onChange={(event) => onText?.(event.target.value)}
        className="h-11 text-base disabled:opacity-100 disabled:bg-muted/50"
      />
    </div>
  );
}
