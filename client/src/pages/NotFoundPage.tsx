import { FileQuestion } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export default function NotFoundPage() {
  return (
    <Card className="mx-auto mt-12 max-w-md">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <FileQuestion className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">Página não encontrada</h1>
        <p className="text-muted-foreground">A página solicitada não existe.</p>
        <Button asChild className="mt-2">
          <Link href="/dashboard">Ir para o Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
