import type { ReactNode } from "react";
import { Clock } from "lucide-react";
import type { Exam } from "@shared/types/exams";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { Countdown } from "./Countdown";

const PREVIEW_SECONDS = 3600;

/**
 * The bar that stays in view while the student scrolls: what exam, how much time, how far along.
 * The student page passes its own `clock` (the server's deadline) and a `status` line (saving);
 * without them it is the preview's clock, standing still at an hour.
 */
export function OnlineHeaderBar({
  exam,
  answered,
  total,
  preview,
  clock,
  status,
  className,
}: {
  exam: Pick<Exam, "title" | "subject" | "examCode">;
  answered: number;
  total: number;
  preview: boolean;
  clock?: ReactNode;
  status?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "sticky top-16 z-20 rounded-lg border border-border bg-card/95 px-4 py-3 shadow-sm backdrop-blur sm:px-5",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 sm:gap-y-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="line-clamp-2 text-lg font-bold tracking-tight break-words sm:line-clamp-none sm:text-xl">
              {exam.title}
            </h1>
            {preview && (
              <Badge variant="outline" className="border-amber-300 bg-amber-100 tracking-wide text-amber-900">
                MODO PREVIEW
              </Badge>
            )}
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {exam.subject}
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            Código: <span className="font-mono font-semibold tracking-wider text-foreground">{exam.examCode}</span>
          </p>
        </div>
        <div className="flex items-center gap-5">
          <div className="flex items-center gap-2">
            <Clock className="size-4 text-muted-foreground" aria-hidden />
            {clock ?? <Countdown seconds={PREVIEW_SECONDS} running={!preview} />}
          </div>
          <p role="status" className="rounded-md bg-muted px-3 py-1.5 text-sm font-medium">
            Respondidas: {answered}/{total}
          </p>
        </div>
      </div>
      {status}
    </div>
  );
}
