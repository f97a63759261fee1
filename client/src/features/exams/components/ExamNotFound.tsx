import { FileX2 } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** 'Prova não encontrada', with the page's own explanation and a way back. */
export function ExamNotFound({ message }: { message: string }) {
  return (
    <Card className="mx-auto mt-8 max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <FileX2 className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">Prova não encontrada</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button asChild className="mt-2">
          <Link href="/exams">Voltar para Minhas Provas</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
