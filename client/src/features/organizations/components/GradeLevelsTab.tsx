import { useQuery } from "@tanstack/react-query";
import type { GradeLevel } from "@shared/types/organizations";
import { Badge } from "@/components/ui/badge";
import { countLabel } from "@/lib/format";
import { gradeLevelsQuery } from "../api";
import { EditItemButton } from "./EditItemButton";
import { OrganizationFormDialog } from "./form/OrganizationFormDialog";
import { gradeLevelForm } from "./form/organizationForms";
import { ItemCard } from "./ItemCard";
import { ItemList } from "./ItemList";
import { useItemDialog } from "./useItemDialog";
import { useOrganizationRights } from "./useOrganizationRights";

/** Grade levels are edited but never deleted here (docs/product.md#103-grade-levels). */
export function GradeLevelsTab() {
  // The network's records: administrators change them, everyone reads them.
  const canManage = useOrganizationRights().network;
  const gradeLevels = useQuery(gradeLevelsQuery());
  const dialog = useItemDialog<GradeLevel>();

  return (
    <>
      <ItemList
        title="Níveis de Ensino"
        query={gradeLevels}
        createLabel="Novo Nível"
        emptyText="Nenhum nível de ensino criado ainda"
        errorText="Não foi possível carregar os níveis de ensino. Tente novamente."
        canManage={canManage}
        onCreate={dialog.openCreate}
        renderItem={(gradeLevel) => {
          const title = `${gradeLevel.name} - ${gradeLevel.category}`;
          return (
            <ItemCard
              title={title}
              badge={<Badge variant="secondary">{countLabel(gradeLevel.classCount, "turma", "turmas")}</Badge>}
              actions={canManage && <EditItemButton name={gradeLevel.name} onClick={() => dialog.openEdit(gradeLevel)} />}
            >
              {gradeLevel.description && <p className="whitespace-pre-line">{gradeLevel.description}</p>}
            </ItemCard>
          );
        }}
      />
      <OrganizationFormDialog form={gradeLevelForm} {...dialog.props} />
    </>
  );
}
