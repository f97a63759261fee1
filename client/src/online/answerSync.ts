import type { SaveAnswersResult, SavedAnswer } from "@shared/types/online";
import { ApiError } from "@/lib/api";
import { isConnectionProblem } from "./api";
import type { AnswerQueue, AnswerValue } from "./answerQueue";

/** What the header says: everything confirmed, something on its way, or waiting for the network. */
export type SaveState = "saved" | "saving" | "offline";
export type FlushOutcome = "saved" | "offline" | "rejected";

export interface SyncEvents {
  /** A save was confirmed; its reply carries the deadline, which the teacher may have moved. */
  onSaved: (result: SaveAnswersResult, receivedAt: number) => void;
  /** The server refused for good (handed in, too late, key no longer valid): retrying will not help. */
  onRejected: (error: unknown) => void;
}

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * Sends an attempt's queued answers to the server, one call at a time with whatever is pending,
 * and keeps trying while the network is away: with a growing pause, and at once when the browser
 * says it is back online.
 */
export class AnswerSync {
  private readonly listeners = new Set<() => void>();
  private running: Promise<FlushOutcome> | null = null;
  private inFlight = false;
  private failed = false;
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_FIRST_MS;
  private events: SyncEvents | null = null;
  private current: SaveState;

  constructor(
    private readonly queue: AnswerQueue,
    private readonly send: (answers: SavedAnswer[]) => Promise<SaveAnswersResult>,
  ) {
    this.current = this.compute();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): SaveState => this.current;

  /** Starts listening to the network and sends anything left from before (a reload, a closed tab). */
  start(events: SyncEvents): void {
    this.events = events;
    window.addEventListener("online", this.handleOnline);
    window.addEventListener("offline", this.handleOffline);
    if (!this.queue.isEmpty()) void this.flush();
    this.emit();
  }

  /** Stops sending; what is queued stays in storage. */
  stop(): void {
    this.events = null;
    window.removeEventListener("online", this.handleOnline);
    window.removeEventListener("offline", this.handleOffline);
    clearTimeout(this.debounceTimer);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** Queues a change and sends it now, or after `delayMs` of quiet (typing). */
  change(questionId: string, value: AnswerValue, delayMs = 0): void {
    this.queue.record(questionId, value);
    this.emit();
    clearTimeout(this.debounceTimer);
    if (delayMs > 0) this.debounceTimer = setTimeout(() => void this.flush(), delayMs);
    else void this.flush();
  }

  /** Sends everything queued now; resolves once it is confirmed, or the network or server said no. */
  flush(): Promise<FlushOutcome> {
    clearTimeout(this.debounceTimer);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.running ??= this.drain().finally(() => {
      this.running = null;
      this.emit();
    });
    return this.running;
  }

  /** Waits for a call already on its way, without starting one. */
  async settle(): Promise<void> {
    await this.running;
  }

  private async drain(): Promise<FlushOutcome> {
    while (!this.queue.isEmpty() && this.events) {
      if (!isOnline()) return this.wait();
      const batch = this.queue.batch();
      this.inFlight = true;
      this.emit();
      try {
        const result = await this.send(batch);
        this.queue.acknowledge(result.saved);
        this.failed = false;
        this.retryDelay = RETRY_FIRST_MS;
        this.events?.onSaved(result, Date.now());
      } catch (error) {
        if (isConnectionProblem(error)) return this.wait();
        // A batch the server will never take must not block the ones after it.
        if (error instanceof ApiError && error.status === 400) this.queue.acknowledge(batch);
        this.events?.onRejected(error);
        return "rejected";
      } finally {
        this.inFlight = false;
      }
    }
    // Nothing left to send: whatever failed before no longer matters.
    this.failed = false;
    return "saved";
  }

  private wait(): FlushOutcome {
    this.failed = true;
    if (this.events && this.retryTimer === undefined) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        void this.flush();
      }, this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
    }
    return "offline";
  }

  private readonly handleOnline = () => {
    this.retryDelay = RETRY_FIRST_MS;
    void this.flush();
    this.emit();
  };

  private readonly handleOffline = () => this.emit();

  private compute(): SaveState {
    if (this.failed || !isOnline()) return "offline";
    return this.inFlight || !this.queue.isEmpty() ? "saving" : "saved";
  }

  private emit(): void {
    const next = this.compute();
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}
