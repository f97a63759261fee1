import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { QUESTION_TYPE_LABELS } from "@shared/constants";
import { EXAM_CSV_HEADINGS } from "@shared/imports/columns";
import { NO_EXAM_SELECTED, NO_VALID_QUESTIONS, examImportOf, type ExamCsvResult } from "@shared/imports/examQuestions";
import { acceptAttribute } from "@shared/imports/formats";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "@shared/imports/limits";
import { textOf } from "@shared/richText";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { examListQuery, readExamQuestionsFile, useImportQuestionsIntoExam } from "@/features/exams/api";
import { serverMessage } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";

const PREVIEWED = 3;
const IMPORT_FAILED = "Falha ao importar questões. Verifique o formato do arquivo.";
const READ_FAILED = "Não foi possível ler o arquivo. Tente de novo.";
const COLUMNS = new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(EXAM_CSV_HEADINGS);

type Parsed = { reading: true } | { result: ExamCsvResult; problems: string[] } | { unreadable: string };

/**
 * 'Importar Questões' (docs/product.md#79-csv-import-into-an-exam): a CSV or .xlsx read by the server, previewed here, then added to the
 * chosen exam. The server reads it without an exam, so the preview comes before the choice.
 */
export function ImportQuestionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const exams = useQuery({ ...examListQuery({ pageSize: 200 }), enabled: open });
  const importIntoExam = useImportQuestionsIntoExam();
  const [examId, setExamId] = useState("");
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [fileKey, setFileKey] = useState(0);
  // Only the last file chosen is shown: an earlier file's late answer is dropped.
  const reading = useRef(0);

  const questions = parsed && "result" in parsed ? parsed.result.questions : [];
  const errors = parsed && "result" in parsed ? [...parsed.result.errors.map((error) => error.message), ...parsed.problems] : [];

  const reset = () => {
    reading.current += 1;
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
    const request = ++reading.current;
    if (!file) return setParsed(null);
    if (file.size > MAX_IMPORT_BYTES) return setParsed({ unreadable: FILE_TOO_LARGE });
    setParsed({ reading: true });
    let next: Parsed;
    try {
      const preview = await readExamQuestionsFile(file);
      next = { result: examImportOf(preview.drafts), problems: preview.problems };
    } catch (error) {
      next = { unreadable: serverMessage(error) ?? READ_FAILED };
    }
    if (request === reading.current) setParsed(next);
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
          <DialogDescription>Envie um arquivo CSV com as colunas {COLUMNS}.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="import-csv-file">Arquivo CSV</Label>
            <Input
              key={fileKey}
              id="import-csv-file"
              type="file"
              accept={acceptAttribute("examQuestions")}
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
              {"reading" in parsed ? (
                <p className="text-muted-foreground">Lendo o arquivo...</p>
              ) : "unreadable" in parsed ? (
                <p className="font-medium text-destructive">{parsed.unreadable}</p>
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
                        <span className="font-medium">{question.questionOrder}.</span> {textOf(question.questionText)}{" "}
                        <span className="text-muted-foreground">({QUESTION_TYPE_LABELS[question.questionType]})</span>
                      </li>
                    ))}
                  </ol>
                  {questions.length > PREVIEWED && (
                    <p className="mt-2 text-muted-foreground">... e mais {questions.length - PREVIEWED} questões</p>
                  )}
                </div>
              )}
              {errors.length > 0 && (
                <div className="rounded-md border border-destructive/40 p-3">
                  <p className="font-medium text-destructive">Linhas ignoradas:</p>
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {errors.slice(0, PREVIEWED).map((error, index) => (
                      <li key={index}>{error}</li>
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
