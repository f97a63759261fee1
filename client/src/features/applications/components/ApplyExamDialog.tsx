import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toDateTimeText } from "@shared/dateTime";
import { APPLICATION_LIMITS, applicationCreateSchema, type ApplicationCreateInput } from "@shared/schemas/applications";
import type { ExamListItem } from "@shared/types/exams";
import { DateTimeField } from "@/components/DateTimeField";
import { DecimalInput } from "@/components/DecimalInput";
import { FieldError } from "@/components/FieldError";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateApplication } from "../api";
import { ClassChecklist } from "./ClassChecklist";

const OPTIONS = [
  ["shuffleQuestions", "Embaralhar a ordem das questões"],
  ["shuffleOptions", "Embaralhar a ordem das alternativas"],
  ["showScore", "Mostrar a nota ao aluno ao finalizar"],
  ["allowAnonymous", "Permitir entrada sem cadastro (aluno digita o nome)"],
] as const;

const WINDOW_FIELDS = [
  ["startsAt", "Início", "Em branco: Agora."],
  ["endsAt", "Fim", "Em branco: o fim previsto na prova ou, sem ele, o início mais a duração."],
] as const;

const SERVER_FIELDS = ["classIds", "startsAt", "endsAt", "durationMinutes"] as const;

/** The exam's own application dates, when still ahead, as the window's starting point. */
const ahead = (value: string | null) => (value && new Date(value) > new Date() ? toDateTimeText(value) : "");

const defaultsFor = (exam: ExamListItem): ApplicationCreateInput => ({
  classIds: exam.classId ? [exam.classId] : [],
  startsAt: ahead(exam.applicationStart),
  endsAt: ahead(exam.applicationEnd),
  durationMinutes: 60,
  shuffleQuestions: false,
  shuffleOptions: false,
  showScore: false,
  allowAnonymous: false,
});

/** `Aplicar prova`: which classes, when, for how long each student, and how the exam behaves online. */
/** Mounted when opened, so each opening starts from the exam's defaults. */
export function ApplyExamDialog({ exam, onClose }: { exam: ExamListItem; onClose: () => void }) {
  const create = useCreateApplication(exam.id);
  const form = useForm({ resolver: zodResolver(applicationCreateSchema), defaultValues: defaultsFor(exam) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notifySuccess("Prova aplicada");
      onClose();
    } catch (error) {
      applyServerErrors(form.setError, error, SERVER_FIELDS);
      notifyError(error, "Não foi possível aplicar a prova.");
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Aplicar prova</DialogTitle>
          <DialogDescription>
            Os alunos das turmas escolhidas entram em <span className="font-mono">/online/{exam.examCode}</span> com o código de
            acesso de cada um.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-5">
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">Turmas</legend>
            <Controller
              control={form.control}
              name="classIds"
              render={({ field }) => (
                <ClassChecklist
                  schoolId={exam.schoolId}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.classIds)}
                  describedBy={errors.classIds ? "apply-classes-error" : undefined}
                />
              )}
            />
            <FieldError id="apply-classes-error" message={errors.classIds?.message} />
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            {WINDOW_FIELDS.map(([name, label, hint]) => (
              <FormField key={name} id={`apply-${name}`} label={label} error={errors[name]?.message}>
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <DateTimeField
                      id={`apply-${name}`}
                      label={label}
                      describedBy={`apply-${name}-hint`}
                      invalid={Boolean(errors[name])}
                      {...field}
                      value={typeof field.value === "string" ? field.value : ""}
                    />
                  )}
                />
                <p id={`apply-${name}-hint`} className="text-xs text-muted-foreground">
                  {hint}
                </p>
              </FormField>
            ))}
          </div>

          <FormField id="apply-duration" label="Duração (minutos)" error={errors.durationMinutes?.message}>
            <Controller
              control={form.control}
              name="durationMinutes"
              render={({ field }) => (
                <DecimalInput
                  id="apply-duration"
                  integer
                  step={5}
                  min={1}
                  max={APPLICATION_LIMITS.durationMinutesMax}
                  className="w-32"
                  aria-describedby="apply-duration-hint"
                  aria-invalid={Boolean(errors.durationMinutes)}
                  {...field}
                />
              )}
            />
            <p id="apply-duration-hint" className="text-xs text-muted-foreground">
              Tempo de cada aluno, contado a partir da entrada (nunca além do fim da aplicação).
            </p>
          </FormField>

          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">Opções</legend>
            {OPTIONS.map(([name, label]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <div className="flex items-center gap-3">
                    <Checkbox
                      id={`apply-${name}`}
                      ref={field.ref}
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                    />
                    <Label htmlFor={`apply-${name}`} className="cursor-pointer font-normal">
                      {label}
                    </Label>
                  </div>
                )}
              />
            ))}
          </fieldset>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Aplicando..." : "Aplicar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
