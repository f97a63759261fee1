import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from "react";
import type { QuestionResponse } from "@shared/questionTypes/response";
import type { AttemptView } from "@shared/types/online";
import { isResponseGiven } from "@/features/exams/components/online/answers/responses";
import { ApiError, NetworkError } from "@/lib/api";
import { isConnectionProblem, onlineApi } from "./api";
import { AnswerQueue, ANSWERS_PER_SAVE, type AnswerValue } from "./answerQueue";
import { AnswerSync, type FlushOutcome, type SyncEvents } from "./answerSync";
import { deadlineMoved, localDeadline, secondsLeft } from "./clock";
import { deviceStorage } from "./storage";

/** An attempt as it arrived: the key to it, what the server said, and when this device heard it. */
export interface LoadedAttempt {
  token: string;
  view: AttemptView;
  receivedAt: number;
}

/** What is typed (an essay, a short answer, a number, a sum) is sent after this much quiet; a choice at once. */
const TYPING_PAUSE_MS = 800;
/** While a hand-in waits for the network, it is tried again this often (and at once when it is back). */
const FINISH_RETRY_MS = 15_000;

export const OFFLINE_MESSAGE = "Sem conexão — suas respostas estão guardadas neste aparelho";
const FINISH_OFFLINE =
  "Sem conexão. Suas respostas estão guardadas neste aparelho e a prova será entregue assim que a conexão voltar.";

/** The clock as the header shows it: `deadline` keys the countdown, which restarts when it moves. */
interface Clock {
  deadline: number;
  seconds: number;
}

const clockAt = (deadline: number): Clock => ({ deadline, seconds: secondsLeft(deadline) });

/** Whether a question counts as answered: an option picked, some text written, or any part of a response given. */
export function isAnswered(answer: AnswerValue | undefined): boolean {
  return Boolean(answer && (answer.selectedOptionId !== null || answer.textAnswer?.trim() || isResponseGiven(answer.response)));
}

/**
 * An attempt in progress on this device: the answers shown, saving them (through the queue in
 * storage), the server's clock, and handing in. `onFinished` receives the handed-in attempt;
 * `onSignedOut` is called when the key stopped opening it.
 */
export interface AttemptHandlers {
  onFinished: (view: AttemptView, notice: string | null) => void;
  onSignedOut: (message: string) => void;
}

export function useAttempt({ loaded, onFinished, onSignedOut }: AttemptHandlers & { loaded: LoadedAttempt }) {
  const { token, view } = loaded;
  const [session] = useState(() => {
    const queue = new AnswerQueue(deviceStorage(), view.attempt.id);
    const answers = queue.merge(
      view.attempt.answers,
      view.exam.questions.map((question) => question.id),
    );
    const sync = new AnswerSync(queue, (batch) => onlineApi.save(token, batch));
    return { queue, sync, answers };
  });
  const { queue, sync } = session;
  const [answers, setAnswers] = useState(session.answers);
  const [clock, setClock] = useState(() =>
    clockAt(localDeadline(view.attempt.deadlineAt, view.attempt.serverNow, loaded.receivedAt)),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [finishWaiting, setFinishWaiting] = useState(false);
  const finishingRef = useRef(false);
  const saveState = useSyncExternalStore(sync.subscribe, sync.getState);

  const finished = (handedIn: AttemptView, message: string | null) => {
    sync.stop();
    queue.clear();
    onFinished(handedIn, message);
  };

  /** The server's final word on a call: the key is gone, or the attempt can no longer change. */
  async function rejected(error: unknown): Promise<void> {
    if (!(error instanceof ApiError)) return;
    if (error.status === 401 || error.status === 404) return onSignedOut(error.message);
    setNotice(error.message);
    if (error.status !== 409) return;
    // Handed in (by the teacher, or the time ran out): the view says so and shows the result.
    const fresh = await onlineApi.attempt(token).catch(() => null);
    if (fresh?.attempt.status === "submitted") finished(fresh, error.message);
  }

  // The sync outlives renders; it reaches this render's handlers through a ref.
  const handlers = useRef<SyncEvents | null>(null);
  useEffect(() => {
    handlers.current = {
      onSaved: (result, receivedAt) => {
        const next = localDeadline(result.deadlineAt, result.serverNow, receivedAt);
        setClock((current) => (deadlineMoved(current.deadline, next) ? clockAt(next) : current));
      },
      onRejected: (error) => void rejected(error),
    };
  });
  const [events] = useState<SyncEvents>(() => ({
    onSaved: (result, receivedAt) => handlers.current?.onSaved(result, receivedAt),
    onRejected: (error) => handlers.current?.onRejected(error),
  }));
  useEffect(() => {
    sync.start(events);
    return () => sync.stop();
  }, [sync, events]);

  function change(questionId: string, value: AnswerValue, delayMs: number) {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    sync.change(questionId, value, delayMs);
  }

  async function finish(): Promise<void> {
    if (finishingRef.current) return;
    finishingRef.current = true;
    setFinishing(true);
    try {
      await sync.settle();
      if (queue.size > ANSWERS_PER_SAVE) {
        const outcome = await sync.flush();
        if (outcome === "rejected") return;
        if (outcome === "offline") throw new NetworkError();
      }
      // The hand-in carries every answer still queued: no separate save has to get through first.
      sync.stop();
      finished(await onlineApi.submit(token, queue.batch()), null);
    } catch (error) {
      // Answers keep being saved until the attempt is really handed in.
      sync.start(events);
      if (!isConnectionProblem(error)) return rejected(error);
      setFinishWaiting(true);
      setNotice(FINISH_OFFLINE);
    } finally {
      finishingRef.current = false;
      setFinishing(false);
    }
  }

  const retryFinish = useEffectEvent(() => void finish());
  useEffect(() => {
    if (!finishWaiting) return;
    window.addEventListener("online", retryFinish);
    const timer = setInterval(retryFinish, FINISH_RETRY_MS);
    return () => {
      window.removeEventListener("online", retryFinish);
      clearInterval(timer);
    };
  }, [finishWaiting]);

  /**
   * The countdown reached zero. The teacher may have given more time since the last reply, so the
   * server is asked first; only a deadline that really passed hands the exam in.
   */
  async function expire(): Promise<void> {
    const fresh = await onlineApi.attempt(token).catch(() => null);
    if (fresh?.attempt.status === "submitted") return finished(fresh, null);
    if (fresh) {
      const next = localDeadline(fresh.attempt.deadlineAt, fresh.attempt.serverNow, Date.now());
      if (secondsLeft(next) > 0) return setClock(clockAt(next));
    }
    await finish();
  }

  async function saveDraft(): Promise<FlushOutcome> {
    return sync.flush();
  }

  return {
    answers,
    saveState,
    clock,
    notice,
    finishing: finishing || finishWaiting,
    answeredCount: view.exam.questions.filter((question) => isAnswered(answers[question.id])).length,
    choose: (questionId: string, optionId: string) =>
      change(questionId, { selectedOptionId: optionId, textAnswer: null, response: null }, 0),
    write: (questionId: string, text: string) =>
      change(questionId, { selectedOptionId: null, textAnswer: text === "" ? null : text, response: null }, TYPING_PAUSE_MS),
    respond: (questionId: string, response: QuestionResponse | null, typing: boolean) =>
      change(questionId, { selectedOptionId: null, textAnswer: null, response }, typing ? TYPING_PAUSE_MS : 0),
    saveDraft,
    finish,
    expire,
  };
}
