import { useQuery } from "@tanstack/react-query";
import { CalendarDays, GraduationCap, School, Users } from "lucide-react";
import { useState } from "react";
import type { SchoolClass } from "@shared/types/organizations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { countLabel } from "@/lib/format";
import { classesQuery, useDeleteClass } from "../api";
import { classMessages } from "../messages";
import { DeleteItemButton } from "./DeleteItemButton";
import { EditItemButton } from "./EditItemButton";
import { OrganizationFormDialog } from "./form/OrganizationFormDialog";
import { classForm } from "./form/organizationForms";
import { ItemCard, ItemDetail } from "./ItemCard";
import { ItemList } from "./ItemList";
import { RosterDialog } from "./RosterDialog";
import { useCanManageOrganizations } from "./useCanManageOrganizations";
import { useItemDialog } from "./useItemDialog";

export function ClassesTab() {
  const canManage = useCanManageOrganizations();
  const classes = useQuery(classesQuery());
  const remove = useDeleteClass();
  const dialog = useItemDialog<SchoolClass>();
  const [roster, setRoster] = useState<SchoolClass | null>(null);

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
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => setRoster(schoolClass)}
              aria-label={`Alunos de ${schoolClass.name}`}
            >
              <Users className="size-4" aria-hidden /> Alunos
            </Button>
          </ItemCard>
        )}
      />
      <OrganizationFormDialog form={classForm} {...dialog.props} />
      {roster && <RosterDialog schoolClass={roster} canManage={canManage} onClose={() => setRoster(null)} />}
    </>
  );
}
