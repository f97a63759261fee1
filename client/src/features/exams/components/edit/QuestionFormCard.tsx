import { AlertTriangle, Save } from "lucide-react";
import { useState } from "react";
import { FormProvider, useForm, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { serverFieldErrors, serverMessage } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { QuestionEditor } from "../form/QuestionEditor";
import type { ExamFormValues } from "../form/examFormValues";
import { questionFormResolver, questionPayload } from "./questionForm";
import type { QuestionInput } from "@shared/schemas/exams";

export const APPLIED_TEXT_WARNING = "Esta prova já foi aplicada: os alunos que já responderam viram o texto anterior.";

/**
 * One question in the creation form's editor, saved on its own: an exam's own question changed
 * in place, or a new one. An applied exam warns before saving; a refusal from the server (the type
 * or the options of an applied exam) stays in the card beside the values, which are kept.
 */
export function QuestionFormCard({
  questionKey,
  number,
  initialValues,
  applied,
  saveLabel,
  onSave,
  onCancel,
}: {
  questionKey: string;
  number: number;
  initialValues: ExamFormValues;
  applied: boolean;
  saveLabel: string;
  /** Resolves once saved; a refusal rejects with the server's error. */
  onSave: (values: QuestionInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ExamFormValues, unknown, Parameters<typeof questionPayload>[0]>({
    resolver: questionFormResolver,
    defaultValues: initialValues,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await onSave(questionPayload(values));
    } catch (error) {
      const message = serverMessage(error);
      if (message) setRefusal(message);
      // The server names the question's own fields ("answerSpec.parts"); the form holds it at questions.0.
      for (const [field, fieldMessage] of Object.entries(serverFieldErrors(error))) {
        form.setError(`questions.0.${field}` as Path<ExamFormValues>, { message: fieldMessage });
      }
      notifyError(error, "Não foi possível salvar a questão.");
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-3" data-question-form={questionKey}>
        <QuestionEditor index={0} number={number} questionKey={questionKey} count={1} autoFocus />
        {applied && (
          <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{APPLIED_TEXT_WARNING}</span>
          </p>
        )}
        {refusal && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            <Save className="size-4" aria-hidden />
            {isSubmitting ? "Salvando..." : saveLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
