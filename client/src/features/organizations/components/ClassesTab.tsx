import { useQuery } from "@tanstack/react-query";
import { CalendarDays, GraduationCap, School } from "lucide-react";
import type { SchoolClass } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { classesQuery, useDeleteClass } from "../api";
import { classMessages, countLabel } from "../messages";
import { ClassFormDialog } from "./ClassFormDialog";
import { DeleteItemButton } from "./DeleteItemButton";
import { EditItemButton } from "./EditItemButton";
import { ItemCard, ItemDetail } from "./ItemCard";
import { ItemList } from "./ItemList";
import { useCanManageOrganizations } from "./useCanManageOrganizations";
import { useItemDialog } from "./useItemDialog";

export function ClassesTab() {
  const canManage = useCanManageOrganizations();
  const classes = useQuery(classesQuery());
  const remove = useDeleteClass();
  const dialog = useItemDialog<SchoolClass>();

  return (
    <>
      <ItemList
        title="Turmas"
        query={classes}
        createLabel="Nova Turma"
        emptyText="Nenhuma turma criada ainda"
        errorText="Não foi possível carregar as turmas. Tente novamente."
        canManage={canManage}
        onCreate={dialog.openCreate}
        renderItem={(schoolClass) => (
          <ItemCard
            title={schoolClass.name}
            badge={<Badge variant="secondary">{countLabel(schoolClass.studentCount, "aluno", "alunos")}</Badge>}
            actions={
              canManage && (
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
          </ItemCard>
        )}
      />
      <ClassFormDialog {...dialog.props} />
    </>
  );
}
