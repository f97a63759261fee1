import { EXAM_STATUS_LABELS, type ExamStatus } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { TintBadge, type Tint } from "@/components/badges/TintBadge";

const EXAM_STATUS_TINTS: Record<ExamStatus, Tint> = { draft: "slate", published: "blue", active: "green", completed: "purple" };

export function ExamStatusBadge({ status }: { status: string }) {
  if (!(status in EXAM_STATUS_LABELS)) return <Badge variant="outline">Status desconhecido</Badge>;
  const known = status as ExamStatus;
  return <TintBadge tint={EXAM_STATUS_TINTS[known]}>{EXAM_STATUS_LABELS[known]}</TintBadge>;
}
