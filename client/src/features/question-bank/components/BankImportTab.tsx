import { FileUp } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { BankVisibility } from "@shared/constants";
import { BANK_COLUMNS_SHOWN } from "@shared/imports/columns";
import { DETECTION_BYTES, detectKind } from "@shared/imports/detect";
import {
  KIND_FILES,
  NO_FILE,
  OFFERED_KINDS,
  UNSUPPORTED_FORMAT,
  acceptAttribute,
  offeredExtensionsText,
  type ImportKind,
} from "@shared/imports/formats";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "@shared/imports/limits";
import type { BankImportResult } from "@shared/types/questionBank";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useBankImport } from "../api";
import { ImportResult, importedMessage } from "./ImportResult";
import { EMPTY_PDF_DEFAULTS, PdfImportFields, type PdfDefaults } from "./PdfImportFields";
import { VisibilityField } from "./VisibilityField";

const IMPORT_FAILED = "Falha ao importar questões. Verifique o formato do arquivo.";

/**
 * The kind the server will read the file as, told the same way from its first bytes: shown beside
 * the file, and a PDF's subject and grade are asked for. The server decides again on its own.
 */
async function kindOf(file: File): Promise<ImportKind | null> {
  const head = new Uint8Array(await file.slice(0, DETECTION_BYTES).arrayBuffer());
  return detectKind(head, file.name, OFFERED_KINDS.questions);
}

/** Refuses at once what the server would refuse after the whole upload. */
function fileProblem(file: File | null, kind: ImportKind | null): string | undefined {
  if (!file) return NO_FILE;
  if (!kind) return UNSUPPORTED_FORMAT.questions;
  if (file.size === 0) return "O arquivo está vazio.";
  if (file.size > MAX_IMPORT_BYTES) return FILE_TOO_LARGE;
  return undefined;
}

/** 'Importar Questões': a spreadsheet or a printed exam into the bank, with a row-by-row report. */
export function BankImportTab() {
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<ImportKind | null>(null);
  const chosen = useRef<File | null>(null);
  const [pdf, setPdf] = useState<PdfDefaults>(EMPTY_PDF_DEFAULTS);
  const [visibility, setVisibility] = useState<BankVisibility>("escola");
  const [errors, setErrors] = useState<{ file?: string; subject?: string; grade?: string }>({});
  const [result, setResult] = useState<BankImportResult | null>(null);
  const [failure, setFailure] = useState<string>();
  const bankImport = useBankImport();

  const choose = (next: File | null) => {
    chosen.current = next;
    setFile(next);
    setKind(null);
    setErrors({});
    setResult(null);
    setFailure(undefined);
    // A file chosen again before this one was looked at keeps its own kind.
    if (next) void kindOf(next).then((found) => chosen.current === next && setKind(found));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = file ? await kindOf(file) : null;
    const problems = {
      file: fileProblem(file, found),
      subject: found === "pdf" && !pdf.subject.trim() ? "Informe a matéria das questões do PDF." : undefined,
      grade: found === "pdf" && !pdf.grade ? "Escolha a série das questões do PDF." : undefined,
    };
    setErrors(problems);
    if (!file || Object.values(problems).some(Boolean)) return;
    setResult(null);
    setFailure(undefined);
    try {
      const outcome = await bankImport.mutateAsync({
        file,
        visibility,
        pdf: found === "pdf" ? { ...pdf, subject: pdf.subject.trim() } : undefined,
      });
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
            <FormField id="import-file" label={`Arquivo (${offeredExtensionsText("questions")})`} error={errors.file}>
              <Input
                id="import-file"
                type="file"
                accept={acceptAttribute("questions")}
                aria-invalid={Boolean(errors.file)}
                aria-describedby="import-file-type"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
                className="h-auto cursor-pointer py-1.5"
              />
              <p id="import-file-type" className="text-sm text-muted-foreground">
                {file && kind ? `Tipo: ${KIND_FILES[kind].label}` : "O tipo é reconhecido pelo conteúdo do arquivo."}
              </p>
            </FormField>

            {kind === "pdf" && <PdfImportFields value={pdf} onChange={setPdf} errors={errors} />}

            <div className="max-w-sm">
              <VisibilityField id="import-visibility" value={visibility} onChange={setVisibility} />
            </div>

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
