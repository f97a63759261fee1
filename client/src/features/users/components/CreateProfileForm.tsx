import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { createProfileFormSchema, type CreateProfileFormValues } from "@shared/schemas/users";
import { FormField } from "@/components/FormField";
import { PasswordInput } from "@/components/PasswordInput";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, serverFieldErrors } from "@/lib/api";
import { applyServerErrors } from "@/lib/forms";
import { notifySuccess } from "@/lib/notify";
import { useRegisterUser } from "../api";
import { RoleSelect } from "./RoleSelect";
import { SchoolChecklist } from "./SchoolChecklist";

const EMPTY: CreateProfileFormValues = {
  username: "",
  email: "",
  role: "professor",
  schoolIds: [],
  password: "",
  confirmPassword: "",
};

/** docs/product.md#152-create-profile: the create-profile failures, by status; a taken name is named as such, not blamed on the email. */
function creationFailureMessage(error: unknown): string {
  const nameError = serverFieldErrors(error).username;
  if (nameError) return nameError;
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 401 || (error instanceof Error && error.message.includes("401"))) {
    return "Você não tem permissão para criar usuários. Apenas administradores podem realizar esta ação.";
  }
  if (status === 400) return "Dados inválidos. Verifique se o email já está em uso.";
  if (status === 500) return "Erro interno do servidor. Tente novamente.";
  return "Falha ao criar usuário";
}

export function CreateProfileForm() {
  const register = useRegisterUser();
  const form = useForm<CreateProfileFormValues>({
    resolver: zodResolver(createProfileFormSchema) as never,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: "role" });

  const submit = form.handleSubmit(async ({ confirmPassword: _confirmation, ...values }) => {
    try {
      await register.mutateAsync({ ...values, role: values.role ?? "professor" });
      notifySuccess("Usuário criado com sucesso!");
      form.reset(EMPTY);
    } catch (error) {
      applyServerErrors(form.setError, error, Object.keys(EMPTY) as Array<keyof CreateProfileFormValues>);
      toast({ title: "Erro", description: creationFailureMessage(error), variant: "destructive" });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Dados do novo usuário</CardTitle>
        <CardDescription>O usuário poderá entrar no sistema com o email e a senha definidos aqui.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="profile-name" label="Nome completo" error={errors.username?.message}>
            <Input id="profile-name" autoComplete="off" aria-invalid={Boolean(errors.username)} {...form.register("username")} />
          </FormField>
          <FormField id="profile-email" label="Email" error={errors.email?.message}>
            <Input
              id="profile-email"
              type="email"
              autoComplete="off"
              aria-invalid={Boolean(errors.email)}
              {...form.register("email")}
            />
          </FormField>
          <FormField id="profile-role" label="Função" error={errors.role?.message}>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RoleSelect id="profile-role" value={field.value} onChange={field.onChange} invalid={Boolean(errors.role)} />
              )}
            />
          </FormField>
          <Controller
            control={form.control}
            name="schoolIds"
            render={({ field }) => (
              <SchoolChecklist
                idPrefix="profile-school"
                role={role}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.schoolIds?.message}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="profile-password" label="Senha" error={errors.password?.message}>
              <PasswordInput
                id="profile-password"
                autoComplete="new-password"
                aria-invalid={Boolean(errors.password)}
                {...form.register("password")}
              />
            </FormField>
            <FormField id="profile-confirm" label="Confirmar senha" error={errors.confirmPassword?.message}>
              <PasswordInput
                id="profile-confirm"
                autoComplete="new-password"
                aria-invalid={Boolean(errors.confirmPassword)}
                {...form.register("confirmPassword")}
              />
            </FormField>
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <Button type="button" variant="outline" onClick={() => form.reset(EMPTY)}>
              Limpar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Criando..." : "Criar Usuário"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
