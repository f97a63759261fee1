import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { QUESTION_TYPE_LABELS } from "@shared/constants";
import { INVALID_FORMAT, NO_EXAM_SELECTED, NO_VALID_QUESTIONS, parseExamCsv, type ExamCsvResult } from "@shared/imports/examCsv";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { examListQuery, useImportQuestionsIntoExam } from "@/features/exams/api";
import { notifyError, notifySuccess } from "@/lib/notify";

const PREVIEWED = 3;
const IMPORT_FAILED = "Falha ao importar questões. Verifique o formato do arquivo.";

type Parsed = { result: ExamCsvResult } | { unreadable: true };

/** 'Importar Questões' (spec 2.5): a CSV read in the browser, previewed, then added to the chosen exam. */
export function ImportQuestionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const exams = useQuery({ ...examListQuery({ pageSize: 200 }), enabled: open });
  const importIntoExam = useImportQuestionsIntoExam();
  const [examId, setExamId] = useState("");
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [fileKey, setFileKey] = useState(0);

  const questions = parsed && "result" in parsed ? parsed.result.questions : [];
  const errors = parsed && "result" in parsed ? parsed.result.errors : [];
  const unreadable =
    parsed !== null && ("unreadable" in parsed || (questions.length === 0 && errors[0]?.message === INVALID_FORMAT));

  const reset = () => {
    setExamId("");
    setParsed(null);
    // A new key empties the file input, which cannot be cleared through its value.
    setFileKey((key) => key + 1);
  };
  const close = () => {
    if (importIntoExam.isPending) return;
    reset();
    onOpenChange(false);
  };

  const read = async (file: File | undefined) => {
    if (!file) {
      setParsed(null);
      return;
    }
    try {
      setParsed({ result: parseExamCsv(await file.text()) });
    } catch {
      setParsed({ unreadable: true });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!examId || questions.length === 0) return;
    try {
      await importIntoExam.mutateAsync({ examId, questions });
      notifySuccess(`${questions.length} questões importadas com sucesso!`);
      reset();
      onOpenChange(false);
    } catch (error) {
      notifyError(error, IMPORT_FAILED);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Importar Questões</DialogTitle>
          <DialogDescription>
            Envie um arquivo CSV com as colunas Pergunta, Tipo, Pontos, Descritor, Opção A a D e Resposta Correta.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="import-csv-file">Arquivo CSV</Label>
            <Input
              key={fileKey}
              id="import-csv-file"
              type="file"
              accept=".csv"
              onChange={(event) => void read(event.target.files?.[0])}
              className="h-auto cursor-pointer py-1.5"
            />
          </div>

          <div className="space-y-2">
            <Label htmlFor="import-csv-exam">Prova de destino</Label>
            <Select value={examId} onValueChange={setExamId}>
              <SelectTrigger id="import-csv-exam" className="w-full" aria-describedby="import-csv-exam-hint">
                <SelectValue
                  placeholder={
                    exams.isPending
                      ? "Carregando provas..."
                      : exams.data?.items.length
                        ? "Selecione uma prova"
                        : "Nenhuma prova criada ainda"
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {exams.data?.items.map((exam) => (
                  <SelectItem key={exam.id} value={exam.id}>
                    {exam.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {!examId && (
              <p id="import-csv-exam-hint" className="text-sm text-muted-foreground">
                {NO_EXAM_SELECTED}
              </p>
            )}
          </div>

          {parsed && (
            <div role="status" className="space-y-3 text-sm">
              {unreadable ? (
                <p className="font-medium text-destructive">{INVALID_FORMAT}</p>
              ) : questions.length === 0 ? (
                <p className="font-medium text-destructive">{NO_VALID_QUESTIONS}</p>
              ) : (
                <div className="rounded-md border border-border p-3">
                  <p className="font-medium">
                    {questions.length === 1 ? "1 questão encontrada" : `${questions.length} questões encontradas`}
                  </p>
                  <ol className="mt-2 space-y-1.5">
                    {questions.slice(0, PREVIEWED).map((question) => (
                      <li key={question.questionOrder} className="break-words">
                        <span className="font-medium">{question.questionOrder}.</span> {question.questionText}{" "}
                        <span className="text-muted-foreground">({QUESTION_TYPE_LABELS[question.questionType]})</span>
                      </li>
                    ))}
                  </ol>
                  {questions.length > PREVIEWED && (
                    <p className="mt-2 text-muted-foreground">... e mais {questions.length - PREVIEWED} questões</p>
                  )}
                </div>
              )}
              {!unreadable && errors.length > 0 && (
                <div className="rounded-md border border-destructive/40 p-3">
                  <p className="font-medium text-destructive">Linhas ignoradas:</p>
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {errors.slice(0, PREVIEWED).map((error) => (
                      <li key={error.row}>{error.message}</li>
                    ))}
                  </ul>
                  {errors.length > PREVIEWED && (
                    <p className="mt-1 text-muted-foreground">... e mais {errors.length - PREVIEWED} erros</p>
                  )}
                </div>
              )}
            </div>
          )}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={importIntoExam.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!examId || questions.length === 0 || importIntoExam.isPending}>
              {importIntoExam.isPending ? "Importando..." : "Importar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
