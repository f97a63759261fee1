import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { APPLICATION_LIMITS, extensionSchema } from "@shared/schemas/applications";
import type { ApplicationParticipant } from "@shared/types/applications";
import { DecimalInput } from "@/components/DecimalInput";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useExtendAttempt } from "../../api";

const DEFAULT_MINUTES = 10;

/** `Dar mais tempo`: minutes added to one student's clock (a late arrival, or extra time by right). Mounted when opened. */
export function ExtendTimeDialog({
  applicationId,
  participant,
  onClose,
}: {
  applicationId: string;
  participant: ApplicationParticipant;
  onClose: () => void;
}) {
  const extend = useExtendAttempt(applicationId);
  const form = useForm({ resolver: zodResolver(extensionSchema), defaultValues: { minutes: DEFAULT_MINUTES } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ minutes }) => {
    if (!participant.attemptId) return;
    try {
      await extend.mutateAsync({ attemptId: participant.attemptId, minutes });
      notifySuccess(`Mais ${minutes} min para ${participant.studentName}`);
      onClose();
    } catch (error) {
      applyServerErrors(form.setError, error, ["minutes"]);
      notifyError(error, "Não foi possível dar mais tempo.");
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Dar mais tempo</DialogTitle>
          <DialogDescription>Os minutos somam-se ao prazo de {participant.studentName} para entregar a prova.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="extend-minutes" label="Minutos a mais" error={errors.minutes?.message}>
            <Controller
              control={form.control}
              name="minutes"
              render={({ field }) => (
                <DecimalInput
                  id="extend-minutes"
                  integer
                  step={1}
                  min={1}
                  max={APPLICATION_LIMITS.extensionMinutesMax}
                  className="w-32"
                  aria-invalid={Boolean(errors.minutes)}
                  {...field}
                />
              )}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Salvando..." : "Dar mais tempo"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
