import type { ReactNode } from "react";

/** One line telling how this kind of question is answered, under its text. */
export function AnswerHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}
