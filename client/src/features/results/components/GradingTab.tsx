import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { EssayToGrade } from "@shared/types/results";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { essaysQuery } from "../api";
import { EssayGradeForm, type EssayQuestion } from "./EssayGradeForm";

type Mode = "student" | "question";
const MODES: Array<{ value: Mode; label: string }> = [
  { value: "student", label: "Por aluno" },
  { value: "question", label: "Por questão" },
];

const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });
const keyOf = (answer: EssayToGrade) => `${answer.attemptId}:${answer.questionId}`;

/** Graded by the teacher, or a short answer its accepted answers already judged (the teacher may still grade it). */
const isSettled = (answer: EssayToGrade) =>
  answer.score !== null || answer.outcome === "correct" || answer.outcome === "wrong" || answer.outcome === "partial";

/** Where the teacher is typing: J, K and the arrows belong to the field there, not to the navigation. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || Boolean(target.closest("input, textarea, select, [role=tablist], [role=listbox]"));
}

/** `J`/`→` next, `K`/`←` previous, while no dialog is open and nobody is typing. */
function useNavigationKeys(onNext: () => void, onPrevious: () => void) {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector("[role=dialog], [role=alertdialog]")) return;
      const key = event.key.toLowerCase();
      if (key === "j" || key === "arrowright") onNext();
      else if (key === "k" || key === "arrowleft") onPrevious();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, [onNext, onPrevious]);
}

/** Essay grading, one answer at a time, student after student or question after question. */
export function GradingTab({ applicationId, examId, canManage }: { applicationId: string; examId: string; canManage: boolean }) {
  const essays = useQuery(essaysQuery(applicationId));
  const [mode, setMode] = useState<Mode>("student");
  const [currentKey, setCurrentKey] = useState<string | null>(null);
  const [focusForm, setFocusForm] = useState(false);

  const questions = useMemo(
    () => new Map<string, EssayQuestion>((essays.data?.questions ?? []).map((question) => [question.questionId, question])),
    [essays.data],
  );
  const ordered = useMemo(() => {
    const numberOf = (answer: EssayToGrade) => questions.get(answer.questionId)?.number ?? 0;
    const byStudent = (a: EssayToGrade, b: EssayToGrade) =>
      byName.compare(a.studentName, b.studentName) || a.attemptId.localeCompare(b.attemptId);
    return [...(essays.data?.answers ?? [])].sort((a, b) =>
      mode === "student" ? byStudent(a, b) || numberOf(a) - numberOf(b) : numberOf(a) - numberOf(b) || byStudent(a, b),
    );
  }, [essays.data, questions, mode]);

  const found = ordered.findIndex((answer) => keyOf(answer) === currentKey);
  const firstPending = ordered.findIndex((answer) => !isSettled(answer));
  const index = found >= 0 ? found : Math.max(firstPending, 0);
  const current = ordered[index];
  const graded = ordered.filter(isSettled).length;

  const goTo = (position: number, focus = false) => {
    const answer = ordered[(position + ordered.length) % ordered.length];
    if (!answer) return;
    setCurrentKey(keyOf(answer));
    setFocusForm(focus);
  };
  const next = () => goTo(index + 1);
  const previous = () => goTo(index - 1);
  useNavigationKeys(next, previous);

  /** After a save: the next answer still to grade, after this one and around; none left, stay. */
  const afterSave = () => {
    for (let step = 1; step < ordered.length; step += 1) {
      const position = (index + step) % ordered.length;
      if (!isSettled(ordered[position])) return goTo(position, true);
    }
    setFocusForm(false);
  };

  if (essays.isPending) return <Spinner label="Carregando..." />;
  if (essays.isError)
    return (
      <p role="alert" className="text-destructive">
        Não foi possível carregar as respostas para correção.
      </p>
    );
  if (essays.data.questions.length === 0)
    return <p className="py-8 text-center text-muted-foreground">Esta prova não tem questões dissertativas para corrigir.</p>;
  if (!current) return <p className="py-8 text-center text-muted-foreground">Nenhuma resposta dissertativa entregue ainda.</p>;

  const question = questions.get(current.questionId);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Ordem da correção" className="inline-flex rounded-md border bg-muted p-1">
          {MODES.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={mode === value ? "default" : "ghost"}
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
              className="h-8"
            >
              {label}
            </Button>
          ))}
        </div>
        <p role="status" className="text-sm font-medium">
          {graded} de {ordered.length} corrigidas
          {graded === ordered.length && " · Todas as respostas foram corrigidas."}
        </p>
      </div>
      <section aria-labelledby="correcao-titulo" className="space-y-4 rounded-lg border bg-card p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="correcao-titulo" className="font-semibold">
            {current.studentName}
            {current.className && <span className="font-normal text-muted-foreground"> · {current.className}</span>}
            <span className="font-normal text-muted-foreground">
              {" "}
              · resposta {index + 1} de {ordered.length}
            </span>
          </h2>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={previous} aria-keyshortcuts="K ArrowLeft">
              <ChevronLeft aria-hidden />
              Anterior
            </Button>
            <Button size="sm" variant="outline" onClick={next} aria-keyshortcuts="J ArrowRight">
              Próxima
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
        {question && (
          <EssayGradeForm
            key={`${keyOf(current)}:${current.score ?? ""}`}
            applicationId={applicationId}
            examId={examId}
            canManage={canManage}
            answer={current}
            question={question}
            autoFocus={focusForm}
            onSaved={afterSave}
          />
        )}
        <p className="text-xs text-muted-foreground">Atalhos: J ou → para a próxima, K ou ← para a anterior.</p>
      </section>
    </div>
  );
}
