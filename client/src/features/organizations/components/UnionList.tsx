import { useQuery } from "@tanstack/react-query";
import { CalendarDays } from "lucide-react";
import type { Union } from "@shared/types/organizations";
import { formatDate } from "@/lib/format";
import { unionsQuery, useDeleteUnion } from "../api";
import { unionMessages, unionsPageMessages } from "../messages";
import { DeleteItemButton } from "./DeleteItemButton";
import { EditItemButton } from "./EditItemButton";
import { OrganizationFormDialog } from "./form/OrganizationFormDialog";
import { unionForm } from "./form/organizationForms";
import { ItemCard, ItemDetail } from "./ItemCard";
import { ItemList } from "./ItemList";
import { useItemDialog } from "./useItemDialog";
import { useOrganizationRights } from "./useOrganizationRights";

/** The same unions, worded for the organisations tab (docs/product.md#10-organisations) or for 'Gestão de Uniões' (docs/product.md#101-unions-and-associations). */
const COPY = {
  tab: {
    title: "Uniões",
    emptyText: "Nenhuma união criada ainda",
    emptyActionLabel: "Nova União",
    errorText: "Não foi possível carregar as uniões. Tente novamente.",
    confirmation: (union: Union) => `Tem certeza que deseja excluir a união "${union.name}"? Esta ação não pode ser desfeita.`,
    messages: unionMessages,
    nativeValidation: false,
  },
  page: {
    title: "Uniões cadastradas",
    emptyText: "Nenhuma união encontrada",
    emptyActionLabel: "Criar primeira união",
    errorText: "Erro ao carregar uniões. Tente novamente.",
    confirmation: () => "Tem certeza que deseja excluir esta união? Esta ação não pode ser desfeita.",
    messages: unionsPageMessages,
    nativeValidation: true,
  },
};

export function UnionList({ variant }: { variant: keyof typeof COPY }) {
  const copy = COPY[variant];
  // The network's records: administrators change them, everyone reads them.
  const canManage = useOrganizationRights().network;
  const unions = useQuery(unionsQuery());
  const remove = useDeleteUnion();
  const dialog = useItemDialog<Union>();

  return (
    <>
      <ItemList
        title={copy.title}
        query={unions}
        createLabel="Nova União"
        emptyText={copy.emptyText}
        emptyActionLabel={copy.emptyActionLabel}
        errorText={copy.errorText}
        canManage={canManage}
        onCreate={dialog.openCreate}
        renderItem={(union) => (
          <ItemCard
            title={union.name}
            actions={
              canManage && (
                <>
                  <EditItemButton name={union.name} onClick={() => dialog.openEdit(union)} />
                  <DeleteItemButton
                    name={union.name}
                    title="Excluir união"
                    confirmation={copy.confirmation(union)}
                    messages={copy.messages}
                    onConfirm={() => remove.mutateAsync(union.id)}
                  />
                </>
              )
            }
          >
            {union.description && <p className="whitespace-pre-line">{union.description}</p>}
            <ItemDetail icon={CalendarDays}>Criada em {formatDate(union.createdAt)}</ItemDetail>
          </ItemCard>
        )}
      />
      <OrganizationFormDialog
        form={unionForm}
        {...dialog.props}
        messages={copy.messages}
        nativeValidation={copy.nativeValidation}
      />
    </>
  );
}
