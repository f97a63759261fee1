import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { changePasswordFormSchema, type ChangePasswordFormValues } from "@shared/schemas/profile";
import { FormField } from "@/components/FormField";
import { PasswordInput } from "@/components/PasswordInput";
import { Button } from "@/components/ui/button";
import { applyServerErrors } from "@/lib/forms";
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
      applyServerErrors(form.setError, error, Object.keys(EMPTY) as Array<keyof ChangePasswordFormValues>);
      notifyError(error, "Falha ao alterar senha");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-lg space-y-4">
      <FormField id="current-password" label="Senha atual" error={errors.currentPassword?.message}>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.currentPassword)}
          {...form.register("currentPassword")}
        />
      </FormField>
      <FormField id="new-password" label="Nova senha" error={errors.newPassword?.message}>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.newPassword)}
          {...form.register("newPassword")}
        />
      </FormField>
      <FormField id="confirm-password" label="Confirmar nova senha" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="confirm-password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.confirmPassword)}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Alterando..." : "Alterar Senha"}
      </Button>
    </form>
  );
}
