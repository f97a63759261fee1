import { BarChart3, Copy, FilePlus2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DuplicateExamDialog } from "./DuplicateExamDialog";

/** 'Ações Rápidas' (spec 2.4). */
export function QuickActions() {
  const [duplicating, setDuplicating] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Ações Rápidas</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        <Button asChild className="h-auto justify-start py-3">
          <Link href="/create-exam">
            <FilePlus2 className="size-5" aria-hidden />
            Nova Prova
          </Link>
        </Button>
        <Button variant="outline" className="h-auto justify-start py-3" onClick={() => setDuplicating(true)}>
          <Copy className="size-5" aria-hidden />
          Duplicar Prova
        </Button>
        <Button variant="outline" asChild className="h-auto justify-start py-3">
          <Link href="/reports">
            <BarChart3 className="size-5" aria-hidden />
            Ver Relatórios
          </Link>
        </Button>
      </CardContent>
      <DuplicateExamDialog open={duplicating} onOpenChange={setDuplicating} />
    </Card>
  );
}
