import { ExternalLink } from "lucide-react";
import type { ExamApplication } from "@shared/types/applications";
import type { ScanSheet } from "@shared/types/scans";
import { Notice } from "@/components/Notice";
import { AssignStudent } from "./AssignStudent";
import { DuplicateChoice } from "./DuplicateChoice";
import { QuestionReview } from "./QuestionReview";

/** One sheet to settle: whose it is, why it waits, and each question the reader could not be sure of. */
export function SheetReview({ application, sheet }: { application: ExamApplication; sheet: ScanSheet }) {
  const doubtful = sheet.answers.filter((answer) => answer.state === "doubtful");
  const title = `Página ${sheet.page} — ${sheet.studentName ?? "aluno não identificado"}`;
  return (
    <article aria-label={title} className="space-y-3 rounded-md border p-3">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium">
          {title}
          {sheet.version && application.versions > 1 && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">Tipo {sheet.version}</span>
          )}
        </h4>
        {sheet.imageUrl && (
          <a
            href={sheet.imageUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            Ver cartão inteiro
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
      </header>
      {sheet.message && <Notice>{sheet.message}</Notice>}
      {sheet.status === "unidentified" && <AssignStudent application={application} sheet={sheet} />}
      {sheet.status === "duplicate" && <DuplicateChoice applicationId={application.id} sheet={sheet} />}
      {doubtful.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {doubtful.map((answer) => (
            <li key={answer.questionNumber}>
              <QuestionReview applicationId={application.id} sheet={sheet} answer={answer} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
