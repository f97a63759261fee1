import { Eye, MonitorPlay } from "lucide-react";
import { Link } from "wouter";
import type { ExamListItem } from "@shared/types/exams";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ExamActionButtons } from "../ExamActionButtons";

/** 'Ações Rápidas': the exam's page, its online page and the exam's actions, as on its page and in the list. */
export function QuickActionsCard({ exam }: { exam: ExamListItem }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          Ações Rápidas
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="outline" className="justify-start" asChild>
          <Link href={`/exams/${exam.id}/view`}>
            <Eye className="size-4" aria-hidden />
            Visualizar Prova
          </Link>
        </Button>
        <Button variant="outline" className="justify-start" asChild>
          <Link href={`/exams/${exam.id}/online`}>
            <MonitorPlay className="size-4" aria-hidden />
            Prova Online
          </Link>
        </Button>
        <ExamActionButtons exam={exam} layout="column" />
      </CardContent>
    </Card>
  );
}
