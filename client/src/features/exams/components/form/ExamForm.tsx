import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm, type FieldErrors, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { examCreateSchema, type ExamCreateValues } from "@shared/schemas/exams";
import { Button } from "@/components/ui/button";
import { serverFieldErrors } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateExam } from "../../api";
import { DraftNotice } from "./DraftNotice";
import { ExamFieldCards } from "./ExamFieldCards";
import { EXAM_FIELD_NAMES, emptyExam, toCreatePayload, withSpecInputs, type ExamFormValues } from "./examFormValues";
import { ADD_MULTIPLE_CHOICE_ID, QuestionList } from "./QuestionList";
import { checkingSpecs, questionListSpecResolver } from "@/components/questionSpec/specResolver";
import { loadExamDraft, useExamDraft } from "./useExamDraft";

// The form keeps inputs as typed (strings, NaN points); the shared schema turns them into the body.
const resolver = checkingSpecs<ExamFormValues, ExamCreateValues>(
  zodResolver(examCreateSchema) as unknown as Resolver<FieldValues, unknown, ExamCreateValues>,
  questionListSpecResolver,
  withSpecInputs,
);

/** The server names nested fields by path ("questions.0.options"); those are form paths too. */
function isFormPath(field: string): field is Path<ExamFormValues> {
  return (EXAM_FIELD_NAMES as string[]).includes(field) || /^questions(\.(\d+|[A-Za-z]+))*$/.test(field);
}

/** The exam creation form of docs/product.md#73-creating-an-exam: details, header, questions; one request creates it all. */
export function ExamForm() {
  const [draft] = useState(loadExamDraft);
  const form = useForm<ExamFormValues, unknown, ExamCreateValues>({ resolver, defaultValues: draft ?? emptyExam() });
  const { restored, clear, discard } = useExamDraft(form, draft !== null);
  const create = useCreateExam();
  const [, navigate] = useLocation();
  const { isSubmitting } = form.formState;

  const onValid = async (values: ExamCreateValues) => {
    try {
      const exam = await create.mutateAsync(toCreatePayload(values));
      clear();
      notifySuccess("Prova criada com sucesso!");
      navigate(`/exams/${exam.id}/view`);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (isFormPath(field)) form.setError(field, { message });
      }
      notifyError(error, "Falha ao criar prova. Tente novamente.");
    }
  };

  // With no question there is no field to focus, so the user is taken to where questions are added.
  const onInvalid = (errors: FieldErrors<ExamFormValues>) => {
    if (Object.keys(errors).length === 1 && errors.questions && form.getValues("questions").length === 0) {
      document.getElementById(ADD_MULTIPLE_CHOICE_ID)?.focus();
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-8">
        {restored && <DraftNotice onDiscard={discard} />}

        <div className="grid items-start gap-6 xl:grid-cols-3">
          <ExamFieldCards detailsClassName="xl:col-span-2" />
        </div>

        <QuestionList />

        {/* Not sticky: a bar pinned to the bottom would hide the focused field or caret beneath it. */}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
          <p className="text-sm text-muted-foreground">O rascunho é salvo automaticamente neste navegador.</p>
          <div className="flex gap-2">
            <Button variant="outline" asChild>
              <Link href="/exams">Cancelar</Link>
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Criando..." : "Criar Prova"}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
