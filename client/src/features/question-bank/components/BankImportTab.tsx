import { FileUp } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { BankImportResult } from "@shared/types/questionBank";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useBankImport, type BankImportType } from "../api";
import { ImportResult, importedMessage } from "./ImportResult";
import { EMPTY_PDF_DEFAULTS, PdfImportFields, type PdfDefaults } from "./PdfImportFields";

const MAX_BYTES = 10 * 1024 * 1024;
const IMPORT_FAILED = "Falha ao importar questões. Verifique o formato do arquivo.";
const COLUMNS = [
  "titulo",
  "texto_questao",
  "materia",
  "serie",
  "dificuldade",
  "tipo",
  "alternativa_a … alternativa_e",
  "resposta_correta",
];

const TYPE_BY_EXTENSION: Record<string, BankImportType> = { csv: "csv", xlsx: "excel", xls: "excel", pdf: "pdf" };
const TYPE_LABELS: Record<BankImportType, string> = { csv: "CSV", excel: "Excel", pdf: "PDF" };

/** The server wants to be told the kind of file; the extension is what the person chose it by. */
function typeOf(file: File): BankImportType | undefined {
  return TYPE_BY_EXTENSION[file.name.split(".").pop()?.toLowerCase() ?? ""];
}

/** Refuses at once what the server would refuse after the whole upload. */
function fileProblem(file: File | null): string | undefined {
  if (!file) return "Escolha um arquivo para importar.";
  if (!typeOf(file)) return "Formato não suportado: use CSV, Excel (.xlsx) ou PDF.";
  if (file.size === 0) return "O arquivo está vazio.";
  if (file.size > MAX_BYTES) return "Arquivo muito grande: o limite é 10 MB.";
  return undefined;
}

/** 'Importar Questões': a spreadsheet or a printed exam into the bank, with a row-by-row report. */
export function BankImportTab() {
  const [file, setFile] = useState<File | null>(null);
  const [pdf, setPdf] = useState<PdfDefaults>(EMPTY_PDF_DEFAULTS);
  const [errors, setErrors] = useState<{ file?: string; subject?: string; grade?: string }>({});
  const [result, setResult] = useState<BankImportResult | null>(null);
  const [failure, setFailure] = useState<string>();
  const bankImport = useBankImport();
  const type = file ? typeOf(file) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      file: fileProblem(file),
      subject: type === "pdf" && !pdf.subject.trim() ? "Informe a matéria das questões do PDF." : undefined,
      grade: type === "pdf" && !pdf.grade ? "Escolha a série das questões do PDF." : undefined,
    };
    setErrors(problems);
    if (!file || !type || Object.values(problems).some(Boolean)) return;
    setResult(null);
    setFailure(undefined);
    try {
      const outcome = await bankImport.mutateAsync({ file, type, ...pdf, subject: pdf.subject.trim() });
      setResult(outcome);
      if (outcome.imported > 0) notifySuccess(importedMessage(outcome.imported));
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
          <CardDescription>Planilha CSV ou Excel com as colunas ao lado, ou uma prova em PDF.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-5">
            <FormField id="import-file" label="Arquivo (.csv, .xlsx, .xls ou .pdf)" error={errors.file}>
              <Input
                id="import-file"
                type="file"
                accept=".csv,.xlsx,.xls,.pdf"
                aria-invalid={Boolean(errors.file)}
                aria-describedby="import-file-type"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setErrors({});
                  setResult(null);
                  setFailure(undefined);
                }}
                className="h-auto cursor-pointer py-1.5"
              />
              <p id="import-file-type" className="text-sm text-muted-foreground">
                {file && type ? `Tipo: ${TYPE_LABELS[type]}` : "O tipo é reconhecido pela extensão do arquivo."}
              </p>
            </FormField>

            {type === "pdf" && <PdfImportFields value={pdf} onChange={setPdf} errors={errors} />}

            <Button type="submit" disabled={bankImport.isPending}>
              <FileUp aria-hidden />
              {bankImport.isPending ? "Importando..." : "Importar"}
            </Button>

            {result && <ImportResult result={result} />}
            {failure && (
              <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
                {failure}
              </p>
            )}
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Colunas esperadas</CardTitle>
          <CardDescription>A primeira linha da planilha traz os nomes das colunas.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <ul className="flex flex-wrap gap-1.5" aria-label="Colunas">
            {COLUMNS.map((column) => (
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
              <strong className="text-foreground">resposta_correta</strong>: a letra (A a E) ou, nas questões abertas, a resposta
              esperada.
            </li>
            <li>No PDF, numere as questões (1), 2) ...), as alternativas (a) a e)) e termine com o gabarito.</li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
