import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** A missing application, or one of an exam the user may not see. */
export function ApplicationNotFound({ examId }: { examId: string }) {
  return (
    <Card className="mx-auto mt-12 max-w-md">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <SearchX className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">Aplicação não encontrada</h1>
        <p className="text-muted-foreground">A aplicação que você está procurando não existe ou foi excluída.</p>
        <Button asChild className="mt-2">
          <Link href={`/exams/${examId}/view`}>
            <ArrowLeft aria-hidden />
            Voltar para a prova
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
