import { Controller, type DefaultValues } from "react-hook-form";
import { GRADE_LEVEL_CATEGORIES } from "@shared/constants";
import { gradeLevelSchema, type GradeLevelInput } from "@shared/schemas/organizations";
import type { GradeLevel } from "@shared/types/organizations";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCreateGradeLevel, useUpdateGradeLevel } from "../api";
import { gradeLevelMessages } from "../messages";
import { ItemFormDialog } from "./ItemFormDialog";
import { useItemForm } from "./useItemForm";
import { OptionSelect } from "./OptionSelect";

// No category until one is chosen, so a forgotten choice shows 'Categoria é obrigatória'.
const EMPTY: DefaultValues<GradeLevelInput> = { name: "", description: "" };
const CATEGORY_OPTIONS = GRADE_LEVEL_CATEGORIES.map((category) => ({ value: category, label: category }));

export function GradeLevelFormDialog({
  item,
  open,
  onOpenChange,
}: {
  item?: GradeLevel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateGradeLevel();
  const update = useUpdateGradeLevel();
  const { form, submit } = useItemForm({
    schema: gradeLevelSchema,
    blank: () => EMPTY,
    valuesOf: (gradeLevel: GradeLevel) => ({
      name: gradeLevel.name,
      category: gradeLevel.category,
      description: gradeLevel.description ?? "",
    }),
    fields: ["name", "category", "description"],
    messages: gradeLevelMessages,
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
      title={item ? "Editar Nível" : "Novo Nível"}
      description="Um nível de ensino agrupa as turmas de uma mesma série."
      editing={Boolean(item)}
      submitting={isSubmitting}
      onSubmit={submit}
    >
      <FormField id="grade-level-name" label="Nome" error={errors.name?.message}>
        <Input id="grade-level-name" autoComplete="off" aria-invalid={Boolean(errors.name)} {...form.register("name")} />
      </FormField>
      <FormField id="grade-level-category" label="Categoria" error={errors.category?.message}>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <OptionSelect
              id="grade-level-category"
              options={CATEGORY_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              placeholder="Selecione a categoria"
              invalid={Boolean(errors.category)}
            />
          )}
        />
      </FormField>
      <FormField id="grade-level-description" label="Descrição" error={errors.description?.message}>
        <Textarea id="grade-level-description" aria-invalid={Boolean(errors.description)} {...form.register("description")} />
      </FormField>
    </ItemFormDialog>
  );
}
