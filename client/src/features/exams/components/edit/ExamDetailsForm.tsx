import { Save } from "lucide-react";
import { FormProvider, useForm } from "react-hook-form";
import type { ExamUpdateValues } from "@shared/schemas/exams";
import type { Exam } from "@shared/types/exams";
import { Button } from "@/components/ui/button";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useUpdateExam } from "../../api";
import { ExamFieldCards } from "../form/ExamFieldCards";
import type { ExamFormValues } from "../form/examFormValues";
import { EXAM_EDIT_FIELDS, examEditPayload, examEditResolver, examEditValues } from "./examEditForm";

/**
 * Every field of the exam, with the creation form's own fields (the same dependent selects school
 * → class, grade level → subject). Saving sends the exam's fields only; questions save on their
 * own. The values are read from the exam once: a refetch (after a question is saved, say) must not
 * overwrite what is being typed.
 */
export function ExamDetailsForm({ exam }: { exam: Exam }) {
  const update = useUpdateExam();
  const form = useForm<ExamFormValues, unknown, ExamUpdateValues>({
    resolver: examEditResolver,
    defaultValues: examEditValues(exam),
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ id: exam.id, ...examEditPayload(values) });
      form.reset(examEditValues(saved));
      notifySuccess("Prova atualizada com sucesso!");
    } catch (error) {
      applyServerErrors(form.setError, error, EXAM_EDIT_FIELDS);
      notifyError(error, "Não foi possível salvar as alterações.");
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="exam-edit-details-title" className="space-y-6">
        <ExamFieldCards detailsTitleId="exam-edit-details-title" />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            <Save className="size-4" aria-hidden />
            {isSubmitting ? "Salvando..." : "Salvar Alterações"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
