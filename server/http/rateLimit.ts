import type { RequestHandler } from "express";
import { AppError } from "../errors";

export interface RateLimitRule {
  /** Requests a key may make in one window. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; past this the oldest windows are forgotten first. */
  maxKeys: number;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Requests per key (a client address) in fixed windows, in this process's memory. Windows sit in
 * the map in the order they started (a window that ends is removed and started again at the back),
 * so the ended ones are always at the front and forgetting them is a walk that stops at the first
 * live one: constant work per request on average, and never more than `maxKeys` windows held.
 * Forgetting a live window (only when more keys than that are live) gives that key a fresh count.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly rule: RateLimitRule) {}

  /** Counts one request of `key`: 0 while within the limit, else the milliseconds until its window ends. */
  hit(key: string, now = Date.now()): number {
    let window = this.windows.get(key);
    if (window && now - window.startedAt >= this.rule.windowMs) {
      this.windows.delete(key);
      window = undefined;
    }
    if (!window) {
      this.forgetEnded(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count > this.rule.limit ? window.startedAt + this.rule.windowMs - now : 0;
  }

  /** How many keys are remembered (for tests of the bound). */
  get size(): number {
    return this.windows.size;
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) {
      if (this.windows.size < this.rule.maxKeys && now - window.startedAt < this.rule.windowMs) break;
      this.windows.delete(key);
    }
  }
}

/**
 * Refuses a client address's requests past the limiter's with 429, `Retry-After` (seconds) and a
 * Portuguese message saying how long to wait. The address is `req.ip`, which follows TRUST_PROXY.
 */
export function rateLimited(limiter: RateLimiter, message: (minutes: number) => string): RequestHandler {
  return (req, res, next) => {
    const waitMs = limiter.hit(req.ip ?? "desconhecido");
    if (waitMs <= 0) return next();
    const seconds = Math.ceil(waitMs / 1000);
    res.set("Retry-After", String(seconds));
    next(AppError.tooManyRequests(message(Math.ceil(seconds / 60))));
  };
}
