import { Controller } from "react-hook-form";
import { LIMITS } from "@shared/constants";
import { classSchema, type ClassInput } from "@shared/schemas/organizations";
import type { SchoolClass } from "@shared/types/organizations";
import { DecimalInput } from "@/components/DecimalInput";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { gradeLevelsQuery, schoolsQuery, useCreateClass, useUpdateClass } from "../api";
import { classMessages } from "../messages";
import { ItemFormDialog } from "./ItemFormDialog";
import { useItemForm } from "./useItemForm";
import { QuerySelectField } from "./QuerySelect";

// A function, not a constant: the default year is the current one when the dialog opens (spec 3).
const empty = (): ClassInput => ({ name: "", schoolId: "", gradeLevelId: "", year: new Date().getFullYear() });

function valuesOf(schoolClass: SchoolClass): ClassInput {
  const { name, schoolId, gradeLevelId, year } = schoolClass;
  return { name, schoolId, gradeLevelId, year };
}

export function ClassFormDialog({
  item,
  open,
  onOpenChange,
}: {
  item?: SchoolClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateClass();
  const update = useUpdateClass();
  const { form, submit } = useItemForm({
    schema: classSchema,
    blank: empty,
    valuesOf,
    fields: ["name", "schoolId", "gradeLevelId", "year"],
    messages: classMessages,
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
      title={item ? "Editar Turma" : "Nova Turma"}
      description="Uma turma é de uma escola e de um nível de ensino, num ano letivo."
      editing={Boolean(item)}
      submitting={isSubmitting}
      onSubmit={submit}
    >
      <FormField id="class-name" label="Nome" error={errors.name?.message}>
        <Input id="class-name" autoComplete="off" aria-invalid={Boolean(errors.name)} {...form.register("name")} />
      </FormField>
      <FormField id="class-school" label="Escola" error={errors.schoolId?.message}>
        <QuerySelectField
          control={form.control}
          name="schoolId"
          id="class-school"
          query={schoolsQuery()}
          optionLabel={(school) => school.name}
          placeholder="Selecione a escola"
          emptyText="Crie uma escola primeiro"
        />
      </FormField>
      <FormField id="class-grade-level" label="Nível de ensino" error={errors.gradeLevelId?.message}>
        <QuerySelectField
          control={form.control}
          name="gradeLevelId"
          id="class-grade-level"
          query={gradeLevelsQuery()}
          optionLabel={(gradeLevel) => `${gradeLevel.name} - ${gradeLevel.category}`}
          placeholder="Selecione o nível de ensino"
          emptyText="Crie um nível de ensino primeiro"
        />
      </FormField>
      <FormField id="class-year" label="Ano letivo" error={errors.year?.message}>
        <Controller
          control={form.control}
          name="year"
          render={({ field }) => (
            <DecimalInput
              id="class-year"
              integer
              min={LIMITS.classYearMin}
              step={1}
              aria-invalid={Boolean(errors.year)}
              {...field}
            />
          )}
        />
      </FormField>
    </ItemFormDialog>
  );
}
