import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ExamDetailsFields } from "./ExamDetailsFields";
import { HeaderOptionsFields } from "./HeaderOptionsFields";

/** The exam's own fields in their two cards, on the creation form and on the edit page alike. */
export function ExamFieldCards({ detailsClassName, detailsTitleId }: { detailsClassName?: string; detailsTitleId?: string }) {
  return (
    <>
      <Card className={detailsClassName}>
        <CardHeader>
          <CardTitle as="h2" id={detailsTitleId}>
            Informações da Prova
          </CardTitle>
          <CardDescription>Título, turma, matéria e quando a prova será aplicada.</CardDescription>
        </CardHeader>
        <CardContent>
          <ExamDetailsFields />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Cabeçalho</CardTitle>
          <CardDescription>O que aparece no topo da prova impressa e online.</CardDescription>
        </CardHeader>
        <CardContent>
          <HeaderOptionsFields />
        </CardContent>
      </Card>
    </>
  );
}
