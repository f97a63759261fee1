import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { SUBJECTS_BY_CATEGORY } from "@shared/constants";
import { isSupervisor } from "@shared/roles";
import { teachingAssignmentSchema, type TeachingAssignmentValues } from "@shared/schemas/staff";
import type { SchoolClass } from "@shared/types/organizations";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { schoolStaffQuery, useAssignTeacher } from "../api";
import { OptionSelect } from "./OptionSelect";

const EMPTY: TeachingAssignmentValues = { userId: "", subject: "" };
const SUBJECTS = [...new Set(Object.values(SUBJECTS_BY_CATEGORY).flat())].sort((a, b) => a.localeCompare(b, "pt-BR"));

/** Adds a teacher to the class: one of the school's professors (active ones), and the subject they teach in it. */
export function AssignTeacherForm({ schoolClass }: { schoolClass: SchoolClass }) {
  const staff = useQuery(schoolStaffQuery(schoolClass.schoolId));
  const assign = useAssignTeacher(schoolClass);
  const form = useForm<TeachingAssignmentValues>({ resolver: zodResolver(teachingAssignmentSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const professors = (staff.data ?? []).filter((member) => member.isActive && !isSupervisor(member));
  const placeholder = staff.isPending
    ? "Carregando..."
    : professors.length === 0
      ? "Nenhum professor nesta escola"
      : "Selecione o professor";

  const submit = form.handleSubmit(async (values) => {
    try {
      await assign.mutateAsync(values);
      notifySuccess("Professor adicionado à turma!");
      form.reset(EMPTY);
    } catch (error) {
      applyServerErrors(form.setError, error, ["userId", "subject"]);
      notifyError(error, "Falha ao adicionar professor.");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
      <FormField id="teacher-user" label="Professor" error={errors.userId?.message}>
        <Controller
          control={form.control}
          name="userId"
          render={({ field }) => (
            <OptionSelect
              id="teacher-user"
              value={field.value}
              onChange={(value) => field.onChange(value ?? "")}
              options={professors.map((member) => ({ value: member.id, label: member.username }))}
              placeholder={placeholder}
              invalid={Boolean(errors.userId)}
              disabled={professors.length === 0}
            />
          )}
        />
      </FormField>
      <FormField id="teacher-subject" label="Matéria" error={errors.subject?.message}>
        <Input
          id="teacher-subject"
          list="teacher-subject-suggestions"
          autoComplete="off"
          placeholder="Ex.: Matemática"
          aria-invalid={Boolean(errors.subject)}
          {...form.register("subject")}
        />
        <datalist id="teacher-subject-suggestions">
          {SUBJECTS.map((subject) => (
            <option key={subject} value={subject} />
          ))}
        </datalist>
      </FormField>
      {/* Aligned with the inputs: the label's line stands empty above the button on wide screens. */}
      <Button type="submit" disabled={isSubmitting} className="sm:mt-[1.625rem]">
        <UserPlus className="size-4" aria-hidden />
        {isSubmitting ? "Adicionando..." : "Adicionar"}
      </Button>
    </form>
  );
}
