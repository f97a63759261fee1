import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { changePasswordFormSchema, type ChangePasswordFormValues } from "@shared/schemas/profile";
import { FieldError } from "@/components/FieldError";
import { PasswordInput } from "@/components/PasswordInput";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { serverFieldErrors } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useChangePassword } from "../api";

const EMPTY: ChangePasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      notifySuccess("Senha alterada com sucesso!");
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in EMPTY) form.setError(field as keyof ChangePasswordFormValues, { message });
      }
      notifyError(error, "Falha ao alterar senha");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-lg space-y-4">
      <div className="space-y-2">
        <Label htmlFor="current-password">Senha atual</Label>
        <PasswordInput id="current-password" autoComplete="current-password" aria-invalid={Boolean(errors.currentPassword)} {...form.register("currentPassword")} />
        <FieldError message={errors.currentPassword?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="new-password">Nova senha</Label>
        <PasswordInput id="new-password" autoComplete="new-password" aria-invalid={Boolean(errors.newPassword)} {...form.register("newPassword")} />
        <FieldError message={errors.newPassword?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirm-password">Confirmar nova senha</Label>
        <PasswordInput id="confirm-password" autoComplete="new-password" aria-invalid={Boolean(errors.confirmPassword)} {...form.register("confirmPassword")} />
        <FieldError message={errors.confirmPassword?.message} />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Alterando..." : "Alterar Senha"}
      </Button>
    </form>
  );
}
