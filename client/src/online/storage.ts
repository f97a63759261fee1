import type { AnswerStorage } from "./answerQueue";

/** `localStorage`, or null where the browser blocks it (some private modes throw on access). */
export function deviceStorage(): AnswerStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const tokenKey = (examCode: string) => `online_attempt:${examCode}`;

/** The key to the attempt this device entered for an exam, kept so a reload or a new tab resumes it. */
export const attemptTokens = {
  read(examCode: string): string | null {
    try {
      return deviceStorage()?.getItem(tokenKey(examCode)) ?? null;
    } catch {
      return null;
    }
  },
  save(examCode: string, token: string): void {
    try {
      deviceStorage()?.setItem(tokenKey(examCode), token);
    } catch {
      // Without storage the attempt still works in this tab; a reload asks for the code again.
    }
  },
  forget(examCode: string): void {
    try {
      deviceStorage()?.removeItem(tokenKey(examCode));
    } catch {
      // Nothing stored, nothing to forget.
    }
  },
};
