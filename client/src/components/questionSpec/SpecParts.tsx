import type { ReactNode } from "react";
import { partLetter, propositionNumber } from "@shared/questionTypes/labels";
import type { SpecType } from "@shared/questionTypes/spec";
import { RichText } from "@/components/RichText";
import { cn } from "@/lib/cn";

/** What is drawn of a spec: the parts with their marks, the second column, the unit. */
export interface SpecDisplay {
  parts: Array<{ text: string; correct?: boolean; match?: string }>;
  answers: Array<{ id: string; text: string }>;
  unit: string | null;
}

const BOX = "inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded border px-1 text-xs font-semibold";

/** An empty box where the student marks, or, revealed, the key's mark in green. */
function Box({ children, revealed }: { children?: ReactNode; revealed?: boolean }) {
  return (
    <span
      aria-hidden={!revealed}
      className={cn(BOX, revealed ? "border-green-700 bg-green-700 text-white" : "border-input bg-background")}
    >
      {children}
    </span>
  );
}

function Row({ badge, html, children, keyed }: { badge: string; html: string; children?: ReactNode; keyed?: boolean }) {
  return (
    <li
      className={cn(
        "flex items-start gap-3 rounded-md border p-2.5",
        keyed ? "border-2 border-green-600 bg-green-50" : "border-border",
      )}
    >
      <span className="min-w-6 pt-0.5 font-semibold">{badge}</span>
      <RichText html={html || "<p>…</p>"} className="min-w-0 flex-1" />
      {children && <span className="flex shrink-0 items-center gap-1">{children}</span>}
    </li>
  );
}

/**
 * A question's parts as the student gets them (`reveal` off: blank boxes) or as staff review them
 * (`reveal` on: the key marked in green). The key in words goes beside it (SpecKeyLine).
 */
export function SpecParts({ type, spec, reveal, label }: { type: SpecType; spec: SpecDisplay; reveal: boolean; label: string }) {
  const { parts, answers } = spec;
  const judged = (marks: [string, string]) =>
    parts.map((part, index) => (
      <Row key={index} badge={`${index + 1}.`} html={part.text}>
        {reveal ? (
          <Box revealed>{part.correct ? marks[0] : marks[1]}</Box>
        ) : (
          <>
            <Box>{marks[0]}</Box>
            <Box>{marks[1]}</Box>
          </>
        )}
      </Row>
    ));

  switch (type) {
    case "multiple_response":
      return (
        <ol className="space-y-2" aria-label={label}>
          {parts.map((part, index) => (
            <Row key={index} badge={`${partLetter(index)})`} html={part.text} keyed={reveal && part.correct}>
              {reveal && part.correct ? <Box revealed>Correta</Box> : !reveal && <Box />}
            </Row>
          ))}
        </ol>
      );
    case "true_false":
      return (
        <ol className="space-y-2" aria-label={label}>
          {judged(["V", "F"])}
        </ol>
      );
    case "right_wrong":
      return (
        <ol className="space-y-2" aria-label={label}>
          {judged(["C", "E"])}
        </ol>
      );
    case "summation":
      return (
        <div className="space-y-2">
          <ol className="space-y-2" aria-label={label}>
            {parts.map((part, index) => (
              <Row key={index} badge={propositionNumber(index)} html={part.text} keyed={reveal && part.correct} />
            ))}
          </ol>
          {!reveal && (
            <p className="flex items-center gap-2 text-sm font-medium">
              Soma: <span className="inline-block h-8 w-16 rounded border border-input bg-background" />
            </p>
          )}
        </div>
      );
    case "ordering":
      return (
        <div className="space-y-2">
          <ol className="space-y-2" aria-label={label}>
            {parts.map((part, index) => (
              <Row key={index} badge={reveal ? `${index + 1}º` : "•"} html={part.text}>
                {!reveal && <Box />}
              </Row>
            ))}
          </ol>
          {!reveal && <p className="text-sm text-muted-foreground">Cada aluno recebe os itens embaralhados e os põe em ordem.</p>}
        </div>
      );
    case "matching":
      return (
        <div className="grid gap-4 md:grid-cols-2">
          <ol className="space-y-2" aria-label={`${label}: primeira coluna`}>
            {parts.map((part, index) => {
              const answer = answers.findIndex((candidate) => candidate.id === part.match);
              return (
                <Row key={index} badge={`${index + 1}.`} html={part.text}>
                  {reveal ? <Box revealed>{answer >= 0 ? partLetter(answer) : "?"}</Box> : <Box />}
                </Row>
              );
            })}
          </ol>
          <ol className="space-y-2" aria-label={`${label}: segunda coluna`}>
            {answers.map((answer, index) => (
              <Row key={answer.id} badge={`${partLetter(index)})`} html={answer.text} />
            ))}
          </ol>
        </div>
      );
    case "numeric":
      return reveal ? null : (
        <p className="flex items-center gap-2 text-sm font-medium">
          Resposta: <span className="inline-block h-8 w-32 rounded border border-input bg-background" />
          {spec.unit}
        </p>
      );
    case "short_answer":
      return reveal ? null : (
        <p className="flex items-center gap-2 text-sm font-medium">
          Resposta: <span className="inline-block h-8 w-64 max-w-full rounded border border-input bg-background" />
        </p>
      );
  }
}

/** 'Gabarito: V F F V', the key as staff read it. */
export function SpecKeyLine({ keyLine, className }: { keyLine: string | null; className?: string }) {
  return (
    <p className={cn("text-sm", className)} data-answer-key>
      <span className="font-semibold">Gabarito:</span>{" "}
      {keyLine ?? <span className="text-muted-foreground">complete os itens e marque as respostas para vê-lo.</span>}
    </p>
  );
}
