import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { QUESTION_TYPE_LABELS } from "@shared/constants";
import { EXAM_CSV_HEADINGS } from "@shared/imports/columns";
import {
  NO_EXAM_SELECTED,
  NO_VALID_QUESTIONS,
  examImportOf,
  type ExamCsvQuestion,
  type ExamCsvResult,
} from "@shared/imports/examQuestions";
import type { InterchangeImportFormat } from "@shared/interchange/formats";
import { keyText } from "@shared/questionTypes/keyText";
import { hasSpec, typedSpec } from "@shared/questionTypes/spec";
import { textOf } from "@shared/richText";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { examListQuery, readExamQuestionsFile, useImportFileIntoExam, useImportQuestionsIntoExam } from "@/features/exams/api";
import { serverMessage } from "@/lib/api";
import {
  FORMAT_CHOICE_LABELS,
  IMPORT_FILE_LABELS,
  NO_FORMAT_CHOSEN,
  inspectQuestionFile,
  isInterchange,
  questionFileAccept,
  questionFileExtensionsText,
  questionFileSizeProblem,
  type ImportFileFormat,
  type InspectedFile,
} from "@/lib/importFile";
import { notifyError, notifySuccess } from "@/lib/notify";

const PREVIEWED = 3;
const IMPORT_FAILED = "Falha ao importar questões. Verifique o formato do arquivo.";
const READ_FAILED = "Não foi possível ler o arquivo. Tente de novo.";
const COLUMNS = new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(EXAM_CSV_HEADINGS);
const ACCEPT = questionFileAccept("examQuestions");
const EXTENSIONS = questionFileExtensionsText("examQuestions");

type Parsed =
  | { reading: true }
  | { result: ExamCsvResult; problems: string[]; format: InterchangeImportFormat | null }
  | { unreadable: string };

/** The file chosen, what its bytes show, and the format the teacher picked where they do not decide. */
type Chosen = { file: File; inspected: InspectedFile; picked?: ImportFileFormat };

/** A type with parts shows its key in words ("V F F V"), so a misread key is seen before importing. */
function previewedKey({ questionType, answerSpec }: ExamCsvQuestion): string | null {
  return hasSpec(questionType) && answerSpec ? keyText(typedSpec(questionType, answerSpec)) : null;
}

const formatOf = (chosen: Chosen | null) => chosen?.picked ?? chosen?.inspected.detected ?? null;

function importedMessage(count: number, leftOut: number): string {
  const imported = count === 1 ? "1 questão importada com sucesso!" : `${count} questões importadas com sucesso!`;
  if (leftOut === 0) return imported;
  return `${imported} ${leftOut === 1 ? "1 questão ficou de fora." : `${leftOut} questões ficaram de fora.`}`;
}

/**
 * 'Importar Questões' (docs/product.md#79-csv-import-into-an-exam): a CSV, or a Moodle XML, GIFT,
 * Aiken or QTI file (docs/product.md#22-question-interchange), read by the server, previewed here,
 * then added to the chosen exam. The server reads it without an exam, so the preview comes before
 * the choice. A CSV's questions are sent as read; another platform's file is sent again whole, as
 * the server stores its images with the questions.
 */
export function ImportQuestionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const exams = useQuery({ ...examListQuery({ pageSize: 200 }), enabled: open });
  const importIntoExam = useImportQuestionsIntoExam();
  const importFile = useImportFileIntoExam();
  const [examId, setExamId] = useState("");
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [fileKey, setFileKey] = useState(0);
  // Only the last file chosen is shown: an earlier file's late answer is dropped.
  const reading = useRef(0);
  const pending = importIntoExam.isPending || importFile.isPending;

  const readResult = parsed && "result" in parsed ? parsed : null;
  const questions = readResult?.result.questions ?? [];
  const errors = readResult ? [...readResult.result.errors.map((error) => error.message), ...readResult.problems] : [];
  const format = formatOf(chosen);

  const reset = () => {
    reading.current += 1;
    setExamId("");
    setChosen(null);
    setParsed(null);
    // A new key empties the file input, which cannot be cleared through its value.
    setFileKey((key) => key + 1);
  };
  const close = () => {
    if (pending) return;
    reset();
    onOpenChange(false);
  };

  const preview = async (next: Chosen, request: number) => {
    const nextFormat = formatOf(next);
    if (!nextFormat) return setParsed(null);
    const tooLarge = questionFileSizeProblem(next.file.size, nextFormat, next.inspected.isPackage);
    if (tooLarge) return setParsed({ unreadable: tooLarge });
    setParsed({ reading: true });
    let answer: Parsed;
    try {
      const read = await readExamQuestionsFile(next.file, isInterchange(next.picked) ? next.picked : undefined);
      answer = { result: examImportOf(read.drafts), problems: read.problems, format: read.format ?? null };
    } catch (error) {
      answer = { unreadable: serverMessage(error) ?? READ_FAILED };
    }
    if (request === reading.current) setParsed(answer);
  };

  const read = async (file: File | undefined) => {
    const request = ++reading.current;
    setChosen(null);
    if (!file) return setParsed(null);
    setParsed({ reading: true });
    const inspected = await inspectQuestionFile(file, "examQuestions");
    if (request !== reading.current) return;
    const next = { file, inspected };
    setChosen(next);
    await preview(next, request);
  };

  const pick = (picked: ImportFileFormat) => {
    if (!chosen) return;
    const next = { ...chosen, picked };
    setChosen(next);
    void preview(next, ++reading.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!examId || questions.length === 0 || !readResult || !chosen) return;
    try {
      if (readResult.format) {
        const picked = isInterchange(chosen.picked) ? chosen.picked : undefined;
        const imported = await importFile.mutateAsync({ examId, file: chosen.file, type: picked });
        notifySuccess(importedMessage(imported.questions.length, imported.leftOut.length));
      } else {
        await importIntoExam.mutateAsync({ examId, questions });
        notifySuccess(`${questions.length} questões importadas com sucesso!`);
      }
      reset();
      onOpenChange(false);
    } catch (error) {
      notifyError(error, IMPORT_FAILED);
    }
  };

  const interchange = Boolean(readResult?.format);
  const shownErrors = interchange ? errors : errors.slice(0, PREVIEWED);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Importar Questões</DialogTitle>
          <DialogDescription>
            Envie um arquivo CSV ou Excel com as colunas {COLUMNS}, ou questões exportadas do Moodle (Moodle XML) ou em GIFT,
            Aiken ou QTI.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="import-csv-file">Arquivo ({EXTENSIONS})</Label>
            <Input
              key={fileKey}
              id="import-csv-file"
              type="file"
              accept={ACCEPT}
              aria-describedby={format ? "import-csv-file-type" : undefined}
              onChange={(event) => void read(event.target.files?.[0])}
              className="h-auto cursor-pointer py-1.5"
            />
            {chosen && format && (
              <p id="import-csv-file-type" className="text-sm text-muted-foreground">
                {chosen.inspected.isPackage
                  ? `Tipo: pacote ${IMPORT_FILE_LABELS[format]} (.zip)`
                  : `Tipo: ${IMPORT_FILE_LABELS[format]}`}
              </p>
            )}
          </div>

          {chosen && chosen.inspected.choices.length > 0 && (
            <div className="space-y-2">
              <Label htmlFor="import-csv-format">Formato do arquivo</Label>
              <Select value={format ?? ""} onValueChange={(value) => pick(value as ImportFileFormat)}>
                <SelectTrigger id="import-csv-format" className="w-full sm:w-56">
                  <SelectValue placeholder="Selecione o formato" />
                </SelectTrigger>
                <SelectContent>
                  {chosen.inspected.choices.map((choice) => (
                    <SelectItem key={choice} value={choice}>
                      {FORMAT_CHOICE_LABELS[choice]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {!format && <p className="text-sm text-muted-foreground">{NO_FORMAT_CHOSEN}</p>}
            </div>
          )}

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
                    {questions.slice(0, PREVIEWED).map((question) => {
                      const key = previewedKey(question);
                      return (
                        <li key={question.questionOrder} className="break-words">
                          <span className="font-medium">{question.questionOrder}.</span> {textOf(question.questionText)}{" "}
                          <span className="text-muted-foreground">({QUESTION_TYPE_LABELS[question.questionType]})</span>
                          {key && <span className="block text-muted-foreground">Gabarito: {key}</span>}
                        </li>
                      );
                    })}
                  </ol>
                  {questions.length > PREVIEWED && (
                    <p className="mt-2 text-muted-foreground">... e mais {questions.length - PREVIEWED} questões</p>
                  )}
                </div>
              )}
              {errors.length > 0 && (
                <div className="rounded-md border border-destructive/40 p-3">
                  <p id="import-csv-problems" className="font-medium text-destructive">
                    {interchange ? "Questões deixadas de fora:" : "Linhas ignoradas:"}
                  </p>
                  <ul
                    className={
                      interchange
                        ? "mt-1 max-h-40 list-disc space-y-1 overflow-y-auto pl-5 break-words"
                        : "mt-1 list-disc space-y-1 pl-5"
                    }
                    // A long list of left-out questions scrolls; the keyboard reaches it to scroll it.
                    tabIndex={interchange ? 0 : undefined}
                    aria-labelledby="import-csv-problems"
                  >
                    {shownErrors.map((error, index) => (
                      <li key={index}>{error}</li>
                    ))}
                  </ul>
                  {errors.length > shownErrors.length && (
                    <p className="mt-1 text-muted-foreground">... e mais {errors.length - shownErrors.length} erros</p>
                  )}
                </div>
              )}
            </div>
          )}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!examId || questions.length === 0 || pending}>
              {pending ? "Importando..." : "Importar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
