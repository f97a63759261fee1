import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { useLocation } from "wouter";
import { FieldError } from "@/components/FieldError";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { notOnlineReason } from "@/lib/applications";
import type { ApplyExamDialogProps } from "@/lib/applyExamDialog";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateApplication } from "../api";
import { ClassChecklist } from "./ClassChecklist";
import { Notice } from "@/components/Notice";
import { ModeChoice } from "./apply/ModeChoice";
import { OnlineFields } from "./apply/OnlineFields";
import { PaperFields } from "./apply/PaperFields";
import { SERVER_FIELDS, applyDefaults, applyResolver } from "./apply/applyForm";

/**
 * `Aplicar prova`: online (which classes, when, for how long each student, how the exam behaves) or
 * on paper (which classes, how many versions, the printed date). A paper application opens its page
 * next, where its copies and answer sheets are printed. Mounted when opened, so each opening starts
 * from the exam's defaults.
 */
export function ApplyExamDialog({ exam, onClose, mode, note }: ApplyExamDialogProps) {
  const [, navigate] = useLocation();
  const create = useCreateApplication(exam.id);
  const onlineRefusal = notOnlineReason(exam);
  const form = useForm({
    resolver: applyResolver,
    defaultValues: applyDefaults(exam, onlineRefusal ? "paper" : (mode ?? "online")),
  });
  const { errors, isSubmitting } = form.formState;
  const paper = useWatch({ control: form.control, name: "mode" }) === "paper";

  const submit = form.handleSubmit(async (values) => {
    try {
      const application = await create.mutateAsync(values);
      notifySuccess("Prova aplicada");
      onClose();
      if (application.mode === "paper") navigate(`/exams/${exam.id}/applications/${application.id}`);
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
            {paper ? (
              "Cada aluno das turmas escolhidas recebe a prova impressa com o seu nome e o seu cartão-resposta."
            ) : (
              <>
                Os alunos das turmas escolhidas entram em <span className="font-mono">/online/{exam.examCode}</span> com o código
                de acesso de cada um.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="space-y-5">
            {note && <Notice>{note}</Notice>}
            <ModeChoice onlineRefused={Boolean(onlineRefusal)} />
            {onlineRefusal && <p className="text-xs text-muted-foreground">{onlineRefusal}</p>}

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

            {paper ? <PaperFields /> : <OnlineFields />}

            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Aplicando..." : "Aplicar"}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
