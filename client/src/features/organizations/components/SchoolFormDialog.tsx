import { schoolSchema, type SchoolInput } from "@shared/schemas/organizations";
import type { School } from "@shared/types/organizations";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { associationsQuery, useCreateSchool, useUpdateSchool } from "../api";
import { schoolMessages } from "../messages";
import { ItemFormDialog } from "./ItemFormDialog";
import { useItemForm } from "./useItemForm";
import { QuerySelectField } from "./QuerySelect";

const EMPTY = { name: "", associationId: "", address: "", phone: "", email: "" } satisfies SchoolInput;
const FIELDS = Object.keys(EMPTY) as Array<keyof typeof EMPTY>;

function valuesOf(school: School): SchoolInput {
  return {
    name: school.name,
    associationId: school.associationId,
    address: school.address ?? "",
    phone: school.phone ?? "",
    email: school.email ?? "",
  };
}

export function SchoolFormDialog({
  item,
  open,
  onOpenChange,
}: {
  item?: School;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateSchool();
  const update = useUpdateSchool();
  const { form, submit } = useItemForm({
    schema: schoolSchema,
    blank: () => EMPTY,
    valuesOf,
    fields: FIELDS,
    messages: schoolMessages,
    open,
    item,
    create: create.mutateAsync,
    update: update.mutateAsync,
    onSaved: () => onOpenChange(false),
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <ItemFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? "Editar Escola" : "Nova Escola"}
      description="Toda escola pertence a uma associação."
      editing={Boolean(item)}
      submitting={isSubmitting}
      onSubmit={submit}
    >
      <FormField id="school-name" label="Nome" error={errors.name?.message}>
        <Input id="school-name" autoComplete="off" aria-invalid={Boolean(errors.name)} {...form.register("name")} />
      </FormField>
      <FormField id="school-association" label="Associação" error={errors.associationId?.message}>
        <QuerySelectField
          control={form.control}
          name="associationId"
          id="school-association"
          query={associationsQuery()}
          optionLabel={(association) => association.name}
          placeholder="Selecione a associação"
          emptyText="Crie uma associação primeiro"
        />
      </FormField>
      <FormField id="school-address" label="Endereço" error={errors.address?.message}>
        <Input id="school-address" autoComplete="off" aria-invalid={Boolean(errors.address)} {...form.register("address")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="school-phone" label="Telefone" error={errors.phone?.message}>
          <Input
            id="school-phone"
            type="tel"
            autoComplete="off"
            aria-invalid={Boolean(errors.phone)}
            {...form.register("phone")}
          />
        </FormField>
        <FormField id="school-email" label="Email" error={errors.email?.message}>
          <Input
            id="school-email"
            type="email"
            autoComplete="off"
            aria-invalid={Boolean(errors.email)}
            {...form.register("email")}
          />
        </FormField>
      </div>
    </ItemFormDialog>
  );
}
