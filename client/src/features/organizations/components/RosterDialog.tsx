import { useQuery } from "@tanstack/react-query";
import { Printer, Trash2, UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import type { SchoolClass } from "@shared/types/organizations";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { studentsQuery, useAddStudent, useRemoveStudent } from "../api";
import { printAccessCodes } from "@/lib/printAccessCodes";
import { RosterImportButton } from "./RosterImportButton";
import { StudentDataActions } from "./StudentDataActions";

/** A roster is read by the class's professors and the school's coordinators and principals; to others it is not found. */
const hiddenRoster = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** A class's students with their access codes; managers add, import and remove them. */
export function RosterDialog({
  schoolClass,
  canManage,
  onClose,
}: {
  schoolClass: SchoolClass;
  canManage: boolean;
  onClose: () => void;
}) {
  const students = useQuery(studentsQuery(schoolClass.id));
  const add = useAddStudent(schoolClass.id);
  const remove = useRemoveStudent();
  const [name, setName] = useState("");
  const [registrationNumber, setRegistrationNumber] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync({ name, registrationNumber });
      notifySuccess("Aluno adicionado com sucesso!");
      setName("");
      setRegistrationNumber("");
    } catch (error) {
      notifyError(error, "Falha ao adicionar aluno.");
    }
  };

  const removeStudent = async (studentId: string) => {
    try {
      await remove.mutateAsync(studentId);
      notifySuccess("Aluno removido com sucesso!");
    } catch (error) {
      notifyError(error, "Falha ao remover aluno.");
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Alunos — {schoolClass.name}</DialogTitle>
          <DialogDescription>Cada aluno tem um código pessoal para fazer as provas online.</DialogDescription>
        </DialogHeader>
        {canManage && (
          <>
            <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
              <div className="min-w-48 flex-1 space-y-2">
                <Label htmlFor="student-name">Nome do aluno</Label>
                <Input id="student-name" value={name} onChange={(event) => setName(event.target.value)} required />
              </div>
              <div className="w-36 space-y-2">
                <Label htmlFor="student-registration">Matrícula (opcional)</Label>
                <Input
                  id="student-registration"
                  value={registrationNumber}
                  onChange={(event) => setRegistrationNumber(event.target.value)}
                />
              </div>
              <Button type="submit" disabled={add.isPending || !name.trim()}>
                <UserPlus className="size-4" aria-hidden /> Adicionar
              </Button>
            </form>
            <RosterImportButton classId={schoolClass.id} />
          </>
        )}
        {students.isPending ? (
          <Spinner label="Carregando alunos..." />
        ) : students.isError ? (
          <p role="alert" className={hiddenRoster(students.error) ? "text-muted-foreground" : "text-destructive"}>
            {hiddenRoster(students.error)
              ? "Os alunos desta turma aparecem para os professores dela e para a coordenação da escola."
              : "Não foi possível carregar os alunos."}
          </p>
        ) : students.data.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">Nenhum aluno nesta turma ainda.</p>
        ) : (
          <>
            <div className="max-h-80 overflow-y-auto rounded-md border">
              <table className="w-full text-sm">
                <thead className="bg-muted text-left">
                  <tr>
                    <th className="px-3 py-2">Aluno</th>
                    <th className="px-3 py-2">Matrícula</th>
                    <th className="px-3 py-2">Código de acesso</th>
                    {canManage && <th className="px-3 py-2 sr-only">Ações</th>}
                  </tr>
                </thead>
                <tbody>
                  {students.data.map((student) => (
                    <tr key={student.id} className="border-t">
                      <td className="px-3 py-2">
                        <Link href={`/students/${student.id}`} className="text-primary underline-offset-4 hover:underline">
                          {student.name}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{student.registrationNumber ?? "—"}</td>
                      <td className="px-3 py-2 font-mono font-semibold tracking-widest">{student.accessCode}</td>
                      {canManage && (
                        <td className="px-3 py-1 text-right whitespace-nowrap">
                          <StudentDataActions student={student} />
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Remover ${student.name}`}
                            onClick={() => void removeStudent(student.id)}
                          >
                            <Trash2 className="size-4 text-destructive" aria-hidden />
                          </Button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Button variant="outline" onClick={() => printAccessCodes(schoolClass, students.data)}>
              <Printer className="size-4" aria-hidden /> Imprimir códigos de acesso
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
