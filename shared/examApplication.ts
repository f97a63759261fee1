import type { ApplicationStatus } from "./constants";

/**
 * Whether an application of an exam has begun: opened (students may have entered), closed, or
 * past its start even if the clock has not moved it yet. From then on students have seen the
 * exam's questions, so adding or removing questions, or changing their shape, is refused.
 */
export function applicationHasStarted(
  application: { status: ApplicationStatus; startsAt: Date | string },
  now: Date = new Date(),
): boolean {
  return application.status !== "scheduled" || new Date(application.startsAt).getTime() <= now.getTime();
}

/** The error code of a change refused because the exam was already applied. */
export const EXAM_APPLIED_CODE = "exam_applied";

export const EXAM_APPLIED_ADD_REMOVE =
  "Esta prova já foi aplicada. Para adicionar ou remover questões, duplique a prova e edite a cópia.";

export const EXAM_APPLIED_STRUCTURE =
  "Esta prova já foi aplicada: o tipo da questão, as suas alternativas (quantas e quais letras) e os seus itens não podem mais mudar. Para isso, duplique a prova e edite a cópia.";
