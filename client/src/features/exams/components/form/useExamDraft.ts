import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { QUESTION_TYPES } from "@shared/constants";
import { emptyExam, newQuestion, type ExamFormValues, type QuestionFormValues } from "./examFormValues";
import { specFormValues } from "@/components/questionSpec/specFormValues";

const DRAFT_KEY = "exam-draft:new";
const SAVE_DELAY_MS = 500;

type Stored = { savedAt: number; values: ExamFormValues };

/** A draft saved by an older version of the form may miss fields: the defaults fill them. */
function normalize(values: unknown): ExamFormValues | null {
  if (!values || typeof values !== "object") return null;
  const draft = { ...emptyExam(), ...(values as Partial<ExamFormValues>) };
  const questions = Array.isArray(draft.questions) ? draft.questions : [];
  draft.questions = questions.map((question: Partial<QuestionFormValues>) => {
    const type = question.questionType && QUESTION_TYPES.includes(question.questionType) ? question.questionType : "essay";
    return {
      ...newQuestion(type),
      ...question,
      questionType: type,
      answerSpec: specFormValues(type, question.answerSpec),
      // JSON keeps an emptied points box (NaN) as null; NaN again shows the empty box and its message.
      points: typeof question.points === "number" ? question.points : Number.NaN,
    };
  });
  return draft;
}

/** Nothing typed yet: no draft is worth keeping (or announcing on the next visit). */
function isUntouched(values: ExamFormValues): boolean {
  const empty = emptyExam();
  return (Object.keys(empty) as Array<keyof ExamFormValues>).every(
    (key) => JSON.stringify(values[key] ?? null) === JSON.stringify(empty[key]),
  );
}

function write(values: ExamFormValues) {
  try {
    if (isUntouched(values)) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: Date.now(), values } satisfies Stored));
  } catch {
    // A full or blocked storage only costs the draft, which is a convenience; the form still works.
  }
}

function remove() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

/** The saved draft of a new exam, if there is a readable one. */
export function loadExamDraft(): ExamFormValues | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    const draft = raw ? normalize((JSON.parse(raw) as Partial<Stored>).values) : null;
    return draft && !isUntouched(draft) ? draft : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the form's values in localStorage while the user types (debounced), so a reload, a
 * crash or a closed tab does not cost the exam being written. Saved until the exam is created
 * (`clear`) or the user discards it (`discard`).
 */
export function useExamDraft(form: UseFormReturn<ExamFormValues, unknown, unknown>, restoredAtStart: boolean) {
  const [restored, setRestored] = useState(restoredAtStart);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<ExamFormValues | null>(null);
  const finished = useRef(false);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
  }, []);

  useEffect(() => {
    const flush = () => {
      window.clearTimeout(timer.current);
      if (pending.current && !finished.current) write(pending.current);
      pending.current = null;
    };
    const subscription = form.watch((values) => {
      if (finished.current) return;
      pending.current = values as ExamFormValues;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    });
    // The last keystrokes before a reload or a route change are kept too.
    window.addEventListener("pagehide", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form]);

  /** The exam was created: the draft is done with, and no late save may bring it back. */
  const clear = useCallback(() => {
    finished.current = true;
    cancel();
    remove();
    setRestored(false);
  }, [cancel]);

  const discard = useCallback(() => {
    cancel();
    remove();
    form.reset(emptyExam());
    setRestored(false);
  }, [cancel, form]);

  return { restored, clear, discard };
}
