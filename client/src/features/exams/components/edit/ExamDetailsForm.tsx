import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS, type DifficultyLevel } from "@shared/constants";
import type { Exam } from "@shared/types";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useUpdateExam } from "../../api";
import { FormSelect } from "../form/FormSelect";
import { EXAM_EDIT_FIELDS, examEditPayload, examEditSchema, examEditValues, type ExamEditValues } from "./examEditForm";

const DIFFICULTY_CHOICES = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: DIFFICULTY_LABELS[level] }));

/**
 * Title, description, subject and difficulty. The values are read from the exam once: a refetch
 * (after a question is deleted, say) must not overwrite what is being typed.
 */
export function ExamDetailsForm({ exam }: { exam: Exam }) {
  const update = useUpdateExam();
  const form = useForm<ExamEditValues>({ resolver: zodResolver(examEditSchema), defaultValues: examEditValues(exam) });
  const { errors, isSubmitting } = form.formState;

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
    <Card>
      <form onSubmit={submit} noValidate aria-labelledby="exam-edit-details-title">
        <CardHeader>
          <CardTitle as="h2" id="exam-edit-details-title">
            Informações da Prova
          </CardTitle>
          <CardDescription>Título, descrição, matéria e dificuldade.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <FormField id="exam-edit-title" label="Título da Prova" error={errors.title?.message}>
            <Input id="exam-edit-title" autoComplete="off" aria-invalid={Boolean(errors.title)} {...form.register("title")} />
          </FormField>
          <FormField id="exam-edit-description" label="Descrição" error={errors.description?.message}>
            <Textarea
              id="exam-edit-description"
              rows={3}
              placeholder="Instruções ou conteúdos avaliados"
              aria-invalid={Boolean(errors.description)}
              {...form.register("description")}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="exam-edit-subject" label="Matéria" error={errors.subject?.message}>
              <Input
                id="exam-edit-subject"
                autoComplete="off"
                aria-invalid={Boolean(errors.subject)}
                {...form.register("subject")}
              />
            </FormField>
            <FormField id="exam-edit-difficulty" label="Dificuldade" error={errors.difficultyLevel?.message}>
              <Controller
                control={form.control}
                name="difficultyLevel"
                render={({ field }) => (
                  <FormSelect
                    id="exam-edit-difficulty"
                    ref={field.ref}
                    value={field.value}
                    onChange={(value) => field.onChange((value ?? "") as DifficultyLevel | "")}
                    choices={DIFFICULTY_CHOICES}
                    placeholder="Selecione"
                    invalid={Boolean(errors.difficultyLevel)}
                  />
                )}
              />
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="justify-end border-t border-border pt-6">
          <Button type="submit" disabled={isSubmitting}>
            <Save className="size-4" aria-hidden />
            {isSubmitting ? "Salvando..." : "Salvar Alterações"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
