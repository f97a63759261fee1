import { ClipboardCopy, FileUp, KeyRound } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { ROLE_LABELS, ROLES } from "@shared/constants";
import { STAFF_COLUMN_LABELS, STAFF_REQUIRED_COLUMNS, type StaffColumn } from "@shared/imports/columns";
import { acceptAttribute } from "@shared/imports/formats";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "@shared/imports/limits";
import type { StaffImportResult } from "@shared/types/users";
import { RoleBadge } from "@/components/badges/RoleBadge";
import { TintBadge } from "@/components/badges/TintBadge";
import { ImportErrors, importRefusalOf, type ImportRefusal } from "@/components/ImportErrors";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { countLabel } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useImportStaff } from "../api";

type ImportedPerson = StaffImportResult["people"][number];

const listed = new Intl.ListFormat("pt-BR", { type: "conjunction" });
const eitherOf = new Intl.ListFormat("pt-BR", { type: "disjunction" });
const columnList = (columns: StaffColumn[]) => listed.format(columns.map((column) => STAFF_COLUMN_LABELS[column]));
const OPTIONAL_COLUMNS = (Object.keys(STAFF_COLUMN_LABELS) as StaffColumn[]).filter(
  (column) => !STAFF_REQUIRED_COLUMNS.includes(column),
);
const { papel, escola, turmas, senha } = STAFF_COLUMN_LABELS;

/** "3 pessoas importadas (2 novas, 1 atualizada)." */
export function staffImportSummary({ created, updated }: Pick<StaffImportResult, "created" | "updated">): string {
  const total = countLabel(created + updated, "pessoa importada", "pessoas importadas");
  return `${total} (${countLabel(created, "nova", "novas")}, ${countLabel(updated, "atualizada", "atualizadas")}).`;
}

/** "Ana Souza <ana@escola.br>: k7m2p9x4qa", a line per new account whose password the server made up. */
export function temporaryPasswordLines(people: ImportedPerson[]): string {
  return people
    .flatMap(({ username, email, temporaryPassword }) =>
      temporaryPassword ? [`${username} <${email}>: ${temporaryPassword}`] : [],
    )
    .join("\n");
}

/**
 * 'Importar equipe': the network's staff from a spreadsheet. A refused file's reasons stay in the
 * dialog to fix by; an accepted one lists who was imported with each new account's temporary
 * password, which the server reports only this once.
 */
export function StaffImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const importStaff = useImportStaff();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const [result, setResult] = useState<StaffImportResult | null>(null);
  const errors = useRef<HTMLDivElement>(null);

  // On a phone the help text fills the screen: the reasons would otherwise land out of sight.
  useEffect(() => {
    if (refusal) errors.current?.scrollIntoView({ block: "nearest" });
  }, [refusal]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that the same file, once fixed, can be chosen again.
    event.target.value = "";
    if (!file) return;
    // Refused here rather than after the whole upload.
    if (file.size > MAX_IMPORT_BYTES) return setRefusal({ message: FILE_TOO_LARGE, rowErrors: [] });
    setRefusal(null);
    try {
      setResult(await importStaff.mutateAsync(file));
    } catch (error) {
      const refused = importRefusalOf(error);
      if (refused) setRefusal(refused);
      else notifyError(error, "Falha ao importar a equipe.");
    }
  };

  const changeOpen = (next: boolean) => {
    // Closed mid-upload, the accounts would still be made but their passwords never shown.
    if (!next && importStaff.isPending) return;
    if (!next) {
      setRefusal(null);
      setResult(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-2xl" showCloseButton={!importStaff.isPending}>
        <DialogHeader>
          <DialogTitle>Importar equipe</DialogTitle>
          <DialogDescription>
            Cadastre professores, coordenadores, diretores e administradores de uma vez com uma planilha .xlsx ou CSV, uma pessoa
            por linha.
          </DialogDescription>
        </DialogHeader>

        {result ? (
          <ImportedPeople result={result} />
        ) : (
          <>
            <ul className="list-disc space-y-1 rounded-md border bg-muted/40 py-3 pl-8 pr-3 text-sm">
              <li>
                Colunas: <strong>{columnList(STAFF_REQUIRED_COLUMNS)}</strong>; opcionais: {columnList(OPTIONAL_COLUMNS)}.
              </li>
              <li>
                {papel}: {eitherOf.format(ROLES.map((role) => ROLE_LABELS[role]))} (administradores podem ficar sem escola).
              </li>
              <li>
                {escola}: o nome como está cadastrado; {turmas}: turmas dessa escola separadas por vírgula ou ponto e vírgula.
              </li>
              <li>
                Quem já tem conta com o email entra na escola e nas turmas. Quem não tem ganha uma conta com a senha da coluna{" "}
                {senha} ou, sem ela, uma senha temporária, mostrada aqui uma única vez.
              </li>
              <li>Se alguma linha tiver problema, ninguém é importado.</li>
            </ul>
            <div>
              <input
                ref={input}
                id="staff-import-file"
                type="file"
                accept={acceptAttribute("staff")}
                hidden
                onChange={(event) => void upload(event)}
              />
              <Button type="button" disabled={importStaff.isPending} onClick={() => input.current?.click()}>
                <FileUp className="size-4" aria-hidden /> {importStaff.isPending ? "Importando..." : "Escolher planilha"}
              </Button>
            </div>
            {refusal && (
              <div ref={errors}>
                <ImportErrors {...refusal} />
              </div>
            )}
          </>
        )}

        {result && (
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button">Concluir</Button>
            </DialogClose>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImportedPeople({ result }: { result: StaffImportResult }) {
  const passwords = temporaryPasswordLines(result.people);

  const copyPasswords = async () => {
    try {
      await navigator.clipboard.writeText(passwords);
      notifySuccess("Senhas copiadas para a área de transferência!");
    } catch (error) {
      notifyError(error, "Não foi possível copiar: selecione as senhas na lista e copie-as.");
    }
  };

  return (
    <div className="space-y-3">
      <p role="status" className="font-medium">
        {staffImportSummary(result)}
      </p>
      {passwords && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex min-w-48 flex-1 gap-2">
            <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden />
            Anote ou copie as senhas temporárias agora: elas não serão mostradas de novo.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => void copyPasswords()}>
            <ClipboardCopy className="size-4" aria-hidden /> Copiar senhas
          </Button>
        </div>
      )}
      <ul aria-label="Pessoas importadas" tabIndex={0} className="divide-y rounded-md border sm:max-h-96 sm:overflow-y-auto">
        {result.people.map((person) => (
          <li key={person.row} className="grid gap-2 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
            <div className="min-w-0 space-y-0.5">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                {person.username} <RoleBadge role={person.role} />
              </p>
              <p className="text-muted-foreground [overflow-wrap:anywhere]">{person.email}</p>
              <p className="text-xs text-muted-foreground">
                {person.school ?? "Sem escola"}
                {person.classes.length > 0 && ` · Turmas: ${person.classes.join(", ")}`}
              </p>
            </div>
            <Access person={person} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How the person signs in: the made-up password to hand over, or why there is none to show. */
function Access({ person }: { person: ImportedPerson }) {
  if (person.temporaryPassword) {
    return (
      <div className="sm:text-right">
        <span className="block text-xs text-muted-foreground">Senha temporária</span>
        <code className="select-all rounded bg-muted px-2 py-0.5 font-mono text-base font-semibold tracking-wider">
          {person.temporaryPassword}
        </code>
      </div>
    );
  }
  return (
    <TintBadge tint="slate" className="w-fit">
      {person.status === "updated" ? "Já tinha conta" : "Senha da planilha"}
    </TintBadge>
  );
}
