import { useQuery } from "@tanstack/react-query";
import { CalendarDays, ChartColumn, GraduationCap, School, UserCog, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { SchoolClass } from "@shared/types/organizations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { countLabel } from "@/lib/format";
import { classesQuery, useDeleteClass } from "../api";
import { classMessages } from "../messages";
import { ClassTeachersDialog } from "./ClassTeachersDialog";
import { DeleteItemButton } from "./DeleteItemButton";
import { EditItemButton } from "./EditItemButton";
import { OrganizationFormDialog } from "./form/OrganizationFormDialog";
import { classForm } from "./form/organizationForms";
import { ItemCard, ItemDetail } from "./ItemCard";
import { ItemList } from "./ItemList";
import { RosterDialog } from "./RosterDialog";
import { useItemDialog } from "./useItemDialog";
import { useOrganizationRights } from "./useOrganizationRights";

type Opened = { kind: "roster" | "teachers"; schoolClass: SchoolClass } | null;

/** A class is changed, and its students and teachers managed, by its school's coordinators and principals (and administrators). */
export function ClassesTab() {
  const rights = useOrganizationRights();
  const classes = useQuery(classesQuery());
  const remove = useDeleteClass();
  const dialog = useItemDialog<SchoolClass>();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);

  return (
    <>
      <ItemList
        title="Turmas"
        query={classes}
        createLabel="Nova Turma"
        emptyText="Nenhuma turma criada ainda"
        errorText="Não foi possível carregar as turmas. Tente novamente."
        canManage={rights.someSchool}
        onCreate={dialog.openCreate}
        renderItem={(schoolClass) => (
          <ItemCard
            title={schoolClass.name}
            badge={<Badge variant="secondary">{countLabel(schoolClass.studentCount, "aluno", "alunos")}</Badge>}
            actions={
              rights.school(schoolClass.schoolId) && (
                <>
                  <EditItemButton name={schoolClass.name} onClick={() => dialog.openEdit(schoolClass)} />
                  <DeleteItemButton
                    name={schoolClass.name}
                    title="Excluir turma"
                    confirmation={`Tem certeza que deseja excluir a turma "${schoolClass.name}"? Esta ação não pode ser desfeita.`}
                    messages={classMessages}
                    onConfirm={() => remove.mutateAsync(schoolClass.id)}
                  />
                </>
              )
            }
          >
            <ItemDetail icon={School} label="Escola">
              {schoolClass.schoolName}
            </ItemDetail>
            <ItemDetail icon={GraduationCap} label="Nível de ensino">
              {schoolClass.gradeLevelName}
            </ItemDetail>
            <ItemDetail icon={CalendarDays} label="Ano letivo">
              {schoolClass.year}
            </ItemDetail>
            <div className="flex flex-wrap gap-2 pt-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setOpened({ kind: "roster", schoolClass })}
                aria-label={`Alunos de ${schoolClass.name}`}
              >
                <Users className="size-4" aria-hidden /> Alunos
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setOpened({ kind: "teachers", schoolClass })}
                aria-label={`Professores de ${schoolClass.name}`}
              >
                <UserCog className="size-4" aria-hidden /> Professores
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link href={`/classes/${schoolClass.id}/report`} aria-label={`Relatório de ${schoolClass.name}`}>
                  <ChartColumn className="size-4" aria-hidden /> Relatório
                </Link>
              </Button>
            </div>
          </ItemCard>
        )}
      />
      <OrganizationFormDialog form={classForm} {...dialog.props} />
      {opened?.kind === "roster" && (
        <RosterDialog schoolClass={opened.schoolClass} canManage={rights.school(opened.schoolClass.schoolId)} onClose={close} />
      )}
      {opened?.kind === "teachers" && (
        <ClassTeachersDialog
          schoolClass={opened.schoolClass}
          canManage={rights.school(opened.schoolClass.schoolId)}
          onClose={close}
        />
      )}
    </>
  );
}
