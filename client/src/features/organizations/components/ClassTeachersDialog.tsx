import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import type { SchoolClass } from "@shared/types/organizations";
import type { ClassTeacher } from "@shared/types/staff";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { notifyError, notifySuccess } from "@/lib/notify";
import { classTeachersQuery, useUnassignTeacher } from "../api";
import { AssignTeacherForm } from "./AssignTeacherForm";

/** Takes a teacher off the class after a confirmation: they stop seeing its roster and results. */
function RemoveTeacherButton({ schoolClass, teacher }: { schoolClass: SchoolClass; teacher: ClassTeacher }) {
  const remove = useUnassignTeacher(schoolClass);
  const confirm = async () => {
    try {
      await remove.mutateAsync(teacher.id);
      notifySuccess("Professor removido da turma!");
    } catch (error) {
      notifyError(error, "Falha ao remover professor.");
    }
  };
  return (
    <ConfirmDialog
      title="Remover professor"
      description={`Remover ${teacher.username} (${teacher.subject}) da turma ${schoolClass.name}? Os alunos e os resultados da turma deixam de aparecer para esse professor.`}
      confirmLabel="Remover"
      onConfirm={() => void confirm()}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Remover ${teacher.username} (${teacher.subject})`}>
          <Trash2 className="size-4 text-destructive" aria-hidden />
        </Button>
      }
    />
  );
}

/** 'Professores' of a class; the school's coordinators, principals and administrators add and remove them. */
export function ClassTeachersDialog({
  schoolClass,
  canManage,
  onClose,
}: {
  schoolClass: SchoolClass;
  canManage: boolean;
  onClose: () => void;
}) {
  const teachers = useQuery(classTeachersQuery(schoolClass.id));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Professores — {schoolClass.name}</DialogTitle>
          <DialogDescription>
            {schoolClass.schoolName}. Quem leciona na turma vê os alunos e os resultados dela.
          </DialogDescription>
        </DialogHeader>
        {canManage && <AssignTeacherForm schoolClass={schoolClass} />}
        {teachers.isPending ? (
          <Spinner label="Carregando professores..." />
        ) : teachers.isError ? (
          <p role="alert" className="text-destructive">
            Não foi possível carregar os professores.
          </p>
        ) : teachers.data.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">Nenhum professor nesta turma ainda.</p>
        ) : (
          <ul aria-label={`Professores de ${schoolClass.name}`} className="divide-y rounded-md border">
            {teachers.data.map((teacher) => (
              <li key={teacher.id} className="flex items-center justify-between gap-3 px-4 py-2">
                <p className="min-w-0 break-words">
                  <span className="font-medium">{teacher.username}</span>
                  <span className="text-muted-foreground"> · {teacher.subject}</span>
                </p>
                {canManage && <RemoveTeacherButton schoolClass={schoolClass} teacher={teacher} />}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
