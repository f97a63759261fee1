import { CalendarDays, Copy, Download, Eye, FileText, Globe, Pencil, Printer, School, Share2, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { ExamListItem } from "@shared/types/exams";
import { DifficultyBadge } from "@/components/badges/DifficultyBadge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { can } from "@/lib/permissions";
import { ExamStatusBadge } from "./ExamBadges";
import { DuplicateExamDialog } from "./DuplicateExamDialog";
import { ExamActionsMenu } from "./ExamActionsMenu";

/**
 * One exam in "Minhas Provas", with every field of docs/product.md#71-exam-list. Someone else's
 * exam names its author; one the reader may not change (a colleague's shared exam) offers
 * 'Duplicar para mim' where 'Editar' would be.
 */
export function ExamCard({ exam, onDownload }: { exam: ExamListItem; onDownload?: (exam: ExamListItem) => void }) {
  const user = useCurrentUser();
  const canEdit = can.editExam(user, exam);
  const [duplicating, setDuplicating] = useState(false);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle as="h2" className="text-lg leading-snug">
            {exam.title}
          </CardTitle>
          <ExamActionsMenu exam={exam} />
        </div>
        <p className="text-sm text-muted-foreground">
          {exam.subject} · {exam.gradeLevelName}
        </p>
        {exam.creatorId !== user.id && (
          <p className="flex items-center gap-1.5 text-sm">
            <UserRound className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
            <span>
              por <span className="font-medium">{exam.creatorName}</span>
            </span>
          </p>
        )}
        <div className="flex flex-wrap gap-1.5">
          <ExamStatusBadge status={exam.status} />
          <DifficultyBadge level={exam.difficultyLevel} />
          <Badge variant="secondary" className="font-mono tracking-wider" aria-label={`Código ${exam.examCode}`}>
            {exam.examCode}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm">
        {exam.description && <p className="line-clamp-2 text-muted-foreground">{exam.description}</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
          <dt className="flex items-center gap-1 text-muted-foreground">
            <School className="size-3.5" aria-hidden /> Escola:
          </dt>
          <dd className="truncate">{exam.schoolName}</dd>
          <dt className="flex items-center gap-1 text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden /> Criada em:
          </dt>
          <dd>{formatDate(exam.createdAt)}</dd>
          <dt className="text-muted-foreground">Início:</dt>
          <dd>{formatDate(exam.applicationStart)}</dd>
          <dt className="text-muted-foreground">Término:</dt>
          <dd>{formatDate(exam.applicationEnd)}</dd>
          <dt className="flex items-center gap-1 text-muted-foreground">
            <FileText className="size-3.5" aria-hidden /> Questões:
          </dt>
          <dd>{exam.questionCount}</dd>
        </dl>
        <div className="flex flex-wrap gap-1.5">
          {exam.isOnline && (
            <Badge variant="outline">
              <Globe className="size-3" aria-hidden /> Online
            </Badge>
          )}
          {exam.isPrintable && (
            <Badge variant="outline">
              <Printer className="size-3" aria-hidden /> Impressão
            </Badge>
          )}
          {exam.sharedWithSchool && (
            <Badge variant="outline">
              <Share2 className="size-3" aria-hidden /> Compartilhada
            </Badge>
          )}
        </div>
      </CardContent>
      <CardFooter className="flex-wrap gap-2 border-t pt-4">
        <Button variant="outline" size="sm" asChild>
          <Link href={`/exams/${exam.id}/view`} aria-label={`Ver ${exam.title}`}>
            <Eye className="size-4" aria-hidden /> Ver
          </Link>
        </Button>
        {canEdit ? (
          <Button variant="outline" size="sm" asChild>
            <Link href={`/exams/${exam.id}/edit`} aria-label={`Editar ${exam.title}`}>
              <Pencil className="size-4" aria-hidden /> Editar
            </Link>
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setDuplicating(true)}
            aria-label={`Duplicar para mim: ${exam.title}`}
          >
            <Copy className="size-4" aria-hidden /> Duplicar para mim
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={!onDownload}
          onClick={() => onDownload?.(exam)}
          aria-label={`Baixar ${exam.title}`}
        >
          <Download className="size-4" aria-hidden /> Baixar
        </Button>
      </CardFooter>
      {duplicating && <DuplicateExamDialog exam={exam} toOwn open onOpenChange={setDuplicating} />}
    </Card>
  );
}
