import { useQuery } from "@tanstack/react-query";
import { Building2, Mail, MapPin, Phone, UsersRound } from "lucide-react";
import { useState } from "react";
import type { School } from "@shared/types/organizations";
import { Button } from "@/components/ui/button";
import { schoolsQuery, useDeleteSchool } from "../api";
import { schoolMessages } from "../messages";
import { DeleteItemButton } from "./DeleteItemButton";
import { EditItemButton } from "./EditItemButton";
import { OrganizationFormDialog } from "./form/OrganizationFormDialog";
import { schoolForm } from "./form/organizationForms";
import { ItemCard, ItemDetail } from "./ItemCard";
import { ItemList } from "./ItemList";
import { SchoolStaffDialog } from "./SchoolStaffDialog";
import { useItemDialog } from "./useItemDialog";
import { useOrganizationRights } from "./useOrganizationRights";

/** Schools are created and removed by administrators; each is edited by them or by its own coordinators and principals. */
export function SchoolsTab() {
  const rights = useOrganizationRights();
  const schools = useQuery(schoolsQuery());
  const remove = useDeleteSchool();
  const dialog = useItemDialog<School>();
  const [staffOf, setStaffOf] = useState<School | null>(null);

  return (
    <>
      <ItemList
        title="Escolas"
        query={schools}
        createLabel="Nova Escola"
        emptyText="Nenhuma escola criada ainda"
        errorText="Não foi possível carregar as escolas. Tente novamente."
        canManage={rights.network}
        onCreate={dialog.openCreate}
        renderItem={(school) => (
          <ItemCard
            title={school.name}
            actions={
              rights.school(school.id) && (
                <>
                  <EditItemButton name={school.name} onClick={() => dialog.openEdit(school)} />
                  {rights.network && (
                    <DeleteItemButton
                      name={school.name}
                      title="Excluir escola"
                      confirmation={`Tem certeza que deseja excluir a escola "${school.name}"? Esta ação não pode ser desfeita.`}
                      messages={schoolMessages}
                      onConfirm={() => remove.mutateAsync(school.id)}
                    />
                  )}
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
            <div className="pt-2">
              <Button variant="outline" size="sm" onClick={() => setStaffOf(school)} aria-label={`Equipe de ${school.name}`}>
                <UsersRound className="size-4" aria-hidden /> Equipe
              </Button>
            </div>
          </ItemCard>
        )}
      />
      <OrganizationFormDialog form={schoolForm} {...dialog.props} />
      {staffOf && <SchoolStaffDialog school={staffOf} onClose={() => setStaffOf(null)} />}
    </>
  );
}
