import type { ExamListItem } from "@shared/types/exams";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useExamActions } from "../useExamActions";

/** The exam's actions as a row of buttons (its page) or a column (the edit screen's 'Ações Rápidas'). */
export function ExamActionButtons({ exam, layout = "row" }: { exam: ExamListItem; layout?: "row" | "column" }) {
  const { actions, dialogs } = useExamActions(exam);
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.key}
          variant={action.key === "publish" ? "default" : "outline"}
          className={cn(layout === "column" && "justify-start")}
          disabled={action.pending}
          onClick={action.run}
        >
          <action.icon className="size-4" aria-hidden />
          {action.pending && action.pendingLabel ? action.pendingLabel : action.label}
        </Button>
      ))}
      {dialogs}
    </>
  );
}
