import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Landmark } from "lucide-react";
import type { Association } from "@shared/types/organizations";
import { formatDate } from "@/lib/format";
import { associationsQuery, useDeleteAssociation } from "../api";
import { associationMessages } from "../messages";
import { DeleteItemButton } from "./DeleteItemButton";
import { EditItemButton } from "./EditItemButton";
import { OrganizationFormDialog } from "./form/OrganizationFormDialog";
import { associationForm } from "./form/organizationForms";
import { ItemCard, ItemDetail } from "./ItemCard";
import { ItemList } from "./ItemList";
import { useItemDialog } from "./useItemDialog";
import { useOrganizationRights } from "./useOrganizationRights";

export function AssociationsTab() {
  // The network's records: administrators change them, everyone reads them.
  const canManage = useOrganizationRights().network;
  const associations = useQuery(associationsQuery());
  const remove = useDeleteAssociation();
  const dialog = useItemDialog<Association>();

  return (
    <>
      <ItemList
        title="Associações"
        query={associations}
        createLabel="Nova Associação"
        emptyText="Nenhuma associação criada ainda"
        errorText="Não foi possível carregar as associações. Tente novamente."
        canManage={canManage}
        onCreate={dialog.openCreate}
        renderItem={(association) => (
          <ItemCard
            title={association.name}
            actions={
              canManage && (
                <>
                  <EditItemButton name={association.name} onClick={() => dialog.openEdit(association)} />
                  <DeleteItemButton
                    name={association.name}
                    title="Excluir associação"
                    confirmation={`Tem certeza que deseja excluir a associação "${association.name}"? Esta ação não pode ser desfeita.`}
                    messages={associationMessages}
                    onConfirm={() => remove.mutateAsync(association.id)}
                  />
                </>
              )
            }
          >
            {association.unionName && (
              <ItemDetail icon={Landmark} label="União">
                {association.unionName}
              </ItemDetail>
            )}
            {association.description && <p className="whitespace-pre-line">{association.description}</p>}
            <ItemDetail icon={CalendarDays}>Criada em {formatDate(association.createdAt)}</ItemDetail>
          </ItemCard>
        )}
      />
      <OrganizationFormDialog form={associationForm} {...dialog.props} />
    </>
  );
}
