import { FileUp } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { BankVisibility } from "@shared/constants";
import { BANK_COLUMNS_SHOWN } from "@shared/imports/columns";
import { NO_FILE } from "@shared/imports/formats";
import { MAX_INTERCHANGE_FILE_BYTES, MAX_INTERCHANGE_PACKAGE_BYTES } from "@shared/interchange/limits";
import type { BankImportResult } from "@shared/types/questionBank";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
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
import { useBankImport, type QuestionDefaults } from "../api";
import { FormSelect } from "@/components/FormSelect";
import { ImportResult, importedMessage } from "./ImportResult";
import { EMPTY_QUESTION_DEFAULTS, QuestionDefaultsFields } from "./QuestionDefaultsFields";
import { VisibilityField } from "./VisibilityField";

const IMPORT_FAILED = "Falha ao importar questões. Verifique o formato do arquivo.";

const UNSUPPORTED_FILE = "Formato não suportado: use CSV, Excel (.xlsx), PDF, Moodle XML, GIFT, Aiken ou QTI.";
const ACCEPT = questionFileAccept("questions");
const EXTENSIONS = questionFileExtensionsText("questions");

const megabytes = (bytes: number) => bytes / (1024 * 1024);

type Errors = { file?: string; format?: string; subject?: string; grade?: string };

/** Refuses at once what the server would refuse after the whole upload. */
function fileProblems(
  file: File | null,
  inspected: InspectedFile | null,
  format: ImportFileFormat | null,
  defaults: QuestionDefaults,
): Errors {
  if (!file || !inspected) return { file: NO_FILE };
  if (!format) return inspected.choices.length > 0 ? { format: NO_FORMAT_CHOSEN } : { file: UNSUPPORTED_FILE };
  // A PDF or another platform's file says nothing of our subjects and grades.
  const needsDefaults = format === "pdf" || isInterchange(format);
  const of = format === "pdf" ? "do PDF" : "do arquivo";
  return {
    file: questionFileSizeProblem(file.size, format, inspected.isPackage),
    subject: needsDefaults && !defaults.subject.trim() ? `Informe a matéria das questões ${of}.` : undefined,
    grade: needsDefaults && !defaults.grade ? `Escolha a série das questões ${of}.` : undefined,
  };
}

function typeLine(inspected: InspectedFile, format: ImportFileFormat | null): string {
  if (!format) return "Formato não reconhecido pelo conteúdo: escolha-o abaixo.";
  return inspected.isPackage ? `Tipo: pacote ${IMPORT_FILE_LABELS[format]} (.zip)` : `Tipo: ${IMPORT_FILE_LABELS[format]}`;
}

/**
 * 'Importar Questões': a spreadsheet, a printed exam, or questions from Moodle, GIFT, Aiken or QTI
 * into the bank, with a report of every row or question left out.
 */
export function BankImportTab() {
  const [file, setFile] = useState<File | null>(null);
  const [inspected, setInspected] = useState<InspectedFile | null>(null);
  const [chosenFormat, setChosenFormat] = useState<ImportFileFormat>();
  const chosen = useRef<File | null>(null);
  const [defaults, setDefaults] = useState<QuestionDefaults>(EMPTY_QUESTION_DEFAULTS);
  const [visibility, setVisibility] = useState<BankVisibility>("escola");
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ result: BankImportResult; questions: boolean } | null>(null);
  const [failure, setFailure] = useState<string>();
  const bankImport = useBankImport();
  const format = chosenFormat ?? inspected?.detected ?? null;

  const choose = (next: File | null) => {
    chosen.current = next;
    setFile(next);
    setInspected(null);
    setChosenFormat(undefined);
    setErrors({});
    setOutcome(null);
    setFailure(undefined);
    // A file chosen again before this one was looked at keeps its own format.
    if (next) void inspectQuestionFile(next, "questions").then((found) => chosen.current === next && setInspected(found));
  };

  // A field's message goes once it is changed, not only on the next submit.
  const changeDefaults = (next: QuestionDefaults) => {
    setErrors((current) => ({
      ...current,
      subject: next.subject === defaults.subject ? current.subject : undefined,
      grade: next.grade === defaults.grade ? current.grade : undefined,
    }));
    setDefaults(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Looked at again: the submit may come before the file's first look has finished.
    const found = file ? await inspectQuestionFile(file, "questions") : null;
    const sent = chosenFormat ?? found?.detected ?? null;
    const problems = fileProblems(file, found, sent, defaults);
    setErrors(problems);
    if (!file || !sent || Object.values(problems).some(Boolean)) return;
    setOutcome(null);
    setFailure(undefined);
    const interchange = isInterchange(sent);
    try {
      const result = await bankImport.mutateAsync({
        file,
        visibility,
        type: interchange ? sent : undefined,
        defaults: sent === "pdf" || interchange ? { ...defaults, subject: defaults.subject.trim() } : undefined,
      });
      setOutcome({ result, questions: interchange });
      if (result.imported > 0) notifySuccess(importedMessage(result.imported));
      else toast({ title: "Atenção", description: "Nenhuma questão foi importada. Veja os erros abaixo." });
    } catch (error) {
      setFailure(serverMessage(error) ?? IMPORT_FAILED);
      notifyError(error, IMPORT_FAILED);
    }
  };

  return (
    <div className="grid items-start gap-6 xl:grid-cols-3">
      <Card className="xl:col-span-2">
        <CardHeader>
          <CardTitle as="h2">Importar arquivo</CardTitle>
          <CardDescription>
            Planilha CSV ou Excel com as colunas ao lado, uma prova em PDF, ou questões exportadas do Moodle (Moodle XML) ou em
            GIFT, Aiken ou QTI.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-5">
            <FormField id="import-file" label={`Arquivo (${EXTENSIONS})`} error={errors.file}>
              <Input
                id="import-file"
                type="file"
                accept={ACCEPT}
                aria-invalid={Boolean(errors.file)}
                aria-describedby="import-file-type"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
                className="h-auto cursor-pointer py-1.5"
              />
              <p id="import-file-type" className="text-sm text-muted-foreground">
                {file && inspected ? typeLine(inspected, format) : "O tipo é reconhecido pelo conteúdo do arquivo."}
              </p>
            </FormField>

            {file && inspected && inspected.choices.length > 0 && (
              <div className="max-w-xs">
                <FormField id="import-format" label="Formato do arquivo" error={errors.format}>
                  <FormSelect
                    id="import-format"
                    value={format ?? ""}
                    onChange={(value) => {
                      setChosenFormat(value as ImportFileFormat);
                      setErrors((current) => ({ ...current, format: undefined }));
                    }}
                    choices={inspected.choices.map((choice) => ({
                      value: choice,
                      label: FORMAT_CHOICE_LABELS[choice],
                    }))}
                    placeholder="Selecione o formato"
                    invalid={Boolean(errors.format)}
                  />
                </FormField>
              </div>
            )}

            {file && (format === "pdf" || isInterchange(format)) && (
              <QuestionDefaultsFields
                legend={format === "pdf" ? "Dados das questões do PDF" : "Dados das questões do arquivo"}
                value={defaults}
                onChange={changeDefaults}
                errors={errors}
              />
            )}

            <div className="max-w-sm">
              <VisibilityField id="import-visibility" value={visibility} onChange={setVisibility} />
            </div>

            <Button type="submit" disabled={bankImport.isPending}>
              <FileUp aria-hidden />
              {bankImport.isPending ? "Importando..." : "Importar"}
            </Button>

            {outcome && <ImportResult result={outcome.result} questions={outcome.questions} />}
            {failure && (
              <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
                {failure}
              </p>
            )}
          </form>
        </CardContent>
      </Card>

      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Colunas esperadas</CardTitle>
            <CardDescription>A primeira linha da planilha traz os nomes das colunas.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <ul className="flex flex-wrap gap-1.5" aria-label="Colunas">
              {BANK_COLUMNS_SHOWN.map((column) => (
                <li key={column}>
                  <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{column}</code>
                </li>
              ))}
            </ul>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              <li>
                <strong className="text-foreground">serie</strong>: por exemplo "5º ano" ou "2ª série".
              </li>
              <li>
                <strong className="text-foreground">dificuldade</strong>: fácil, médio ou difícil.
              </li>
              <li>
                <strong className="text-foreground">tipo</strong>: múltipla escolha, dissertativa ou resposta curta.
              </li>
              <li>
                <strong className="text-foreground">resposta_correta</strong>: a letra (A a E) ou, nas questões abertas, a
                resposta esperada.
              </li>
              <li>No PDF, numere as questões (1), 2) ...), as alternativas (a) a e)) e termine com o gabarito.</li>
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Moodle, GIFT, Aiken e QTI</CardTitle>
            <CardDescription>Questões exportadas de outras plataformas de ensino.</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              <li>
                No Moodle, exporte o banco de questões em <strong className="text-foreground">Moodle XML</strong> ou{" "}
                <strong className="text-foreground">GIFT</strong>; de outras plataformas, em{" "}
                <strong className="text-foreground">Aiken</strong> (.txt) ou <strong className="text-foreground">QTI</strong>{" "}
                (.xml ou pacote .zip).
              </li>
              <li>Esses arquivos não trazem matéria nem série: informe-as no formulário, para todas as questões do arquivo.</li>
              <li>Entram múltipla escolha, verdadeiro ou falso, dissertativas, resposta curta e numéricas.</li>
              <li>
                Associação, lacunas, várias respostas corretas, arrastar e soltar e questões com mais de cinco alternativas ficam
                de fora, cada uma com o motivo.
              </li>
              <li>
                Até {megabytes(MAX_INTERCHANGE_FILE_BYTES)} MB por arquivo; um pacote QTI (.zip), até{" "}
                {megabytes(MAX_INTERCHANGE_PACKAGE_BYTES)} MB.
              </li>
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
