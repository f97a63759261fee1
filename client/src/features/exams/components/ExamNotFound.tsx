import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** 'Prova não encontrada': shown for a missing exam and, after its toast, for any failed load. */
export function ExamNotFound({ message }: { message: string }) {
  return (
    <Card className="mx-auto mt-12 max-w-md">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <FileQuestion className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">Prova não encontrada</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button asChild className="mt-2">
          <Link href="/exams">
            <ArrowLeft className="size-4" aria-hidden />
            Voltar para Minhas Provas
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
