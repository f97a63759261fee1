import { useQuery } from "@tanstack/react-query";
import { Building2, Mail, MapPin, Phone } from "lucide-react";
import type { School } from "@shared/types/organizations";
import { schoolsQuery, useDeleteSchool } from "../api";
import { schoolMessages } from "../messages";
import { DeleteItemButton } from "./DeleteItemButton";
import { EditItemButton } from "./EditItemButton";
import { OrganizationFormDialog } from "./form/OrganizationFormDialog";
import { schoolForm } from "./form/organizationForms";
import { ItemCard, ItemDetail } from "./ItemCard";
import { ItemList } from "./ItemList";
import { useCanManageOrganizations } from "./useCanManageOrganizations";
import { useItemDialog } from "./useItemDialog";

export function SchoolsTab() {
  const canManage = useCanManageOrganizations();
  const schools = useQuery(schoolsQuery());
  const remove = useDeleteSchool();
  const dialog = useItemDialog<School>();

  return (
    <>
      <ItemList
        title="Escolas"
        query={schools}
        createLabel="Nova Escola"
        emptyText="Nenhuma escola criada ainda"
        errorText="Não foi possível carregar as escolas. Tente novamente."
        canManage={canManage}
        onCreate={dialog.openCreate}
        renderItem={(school) => (
          <ItemCard
            title={school.name}
            actions={
              canManage && (
                <>
                  <EditItemButton name={school.name} onClick={() => dialog.openEdit(school)} />
                  <DeleteItemButton
                    name={school.name}
                    title="Excluir escola"
                    confirmation={`Tem certeza que deseja excluir a escola "${school.name}"? Esta ação não pode ser desfeita.`}
                    messages={schoolMessages}
                    onConfirm={() => remove.mutateAsync(school.id)}
                  />
                </>
              )
            }
          >
            <ItemDetail icon={Building2} label="Associação">
              {school.associationName}
            </ItemDetail>
            {school.address && <ItemDetail icon={MapPin}>{school.address}</ItemDetail>}
            {school.phone && <ItemDetail icon={Phone}>{school.phone}</ItemDetail>}
            {school.email && <ItemDetail icon={Mail}>{school.email}</ItemDetail>}
          </ItemCard>
        )}
      />
      <OrganizationFormDialog form={schoolForm} {...dialog.props} />
    </>
  );
}
