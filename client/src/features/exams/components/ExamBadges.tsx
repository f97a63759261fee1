import { DIFFICULTY_LABELS, EXAM_STATUS_LABELS, type DifficultyLevel, type ExamStatus } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const STATUS_COLORS: Record<ExamStatus, string> = {
  draft: "border-slate-300 bg-slate-100 text-slate-800",
  published: "border-blue-200 bg-blue-100 text-blue-800",
  active: "border-green-200 bg-green-100 text-green-800",
  completed: "border-purple-200 bg-purple-100 text-purple-800",
};

export function ExamStatusBadge({ status }: { status: string }) {
  const known = status in EXAM_STATUS_LABELS ? (status as ExamStatus) : undefined;
  return (
    <Badge variant="outline" className={cn(known && STATUS_COLORS[known])}>
      {known ? EXAM_STATUS_LABELS[known] : "Status desconhecido"}
    </Badge>
  );
}

const DIFFICULTY_COLORS: Record<DifficultyLevel, string> = {
  easy: "border-green-200 bg-green-50 text-green-800",
  medium: "border-amber-200 bg-amber-50 text-amber-900",
  hard: "border-red-200 bg-red-50 text-red-800",
};

export function DifficultyBadge({ level }: { level: DifficultyLevel }) {
  return (
    <Badge variant="outline" className={DIFFICULTY_COLORS[level]}>
      {DIFFICULTY_LABELS[level]}
    </Badge>
  );
}
