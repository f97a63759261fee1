import { Copy, Eye, Lock } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Exam } from "@shared/types/exams";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DuplicateExamDialog } from "../DuplicateExamDialog";

/**
 * The edit address of an exam the reader may only look at (a colleague's shared exam): instead of a
 * form the server would refuse, the way to its page and to a copy of their own.
 */
export function ReadOnlyExam({ exam }: { exam: Exam }) {
  const [duplicating, setDuplicating] = useState(false);
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <Lock className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">Esta prova é somente leitura para você</h2>
        <p className="text-muted-foreground">
          “{exam.title}”, de autoria de {exam.creatorName}. Você pode vê-la e duplicá-la para editar a sua própria cópia.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" asChild>
            <Link href={`/exams/${exam.id}/view`}>
              <Eye className="size-4" aria-hidden />
              Ver prova
            </Link>
          </Button>
          <Button onClick={() => setDuplicating(true)}>
            <Copy className="size-4" aria-hidden />
            Duplicar para mim
          </Button>
        </div>
      </CardContent>
      {duplicating && <DuplicateExamDialog exam={exam} toOwn open onOpenChange={setDuplicating} />}
    </Card>
  );
}
