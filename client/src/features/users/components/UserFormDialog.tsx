import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { userEditFormSchema, userFormSchema, type UserEditFormValues } from "@shared/schemas/users";
import type { User } from "@shared/types/users";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateUser, useUpdateUser } from "../api";
import { RoleSelect } from "./RoleSelect";
import { SchoolChecklist } from "./SchoolChecklist";

const EMPTY: UserEditFormValues = { username: "", email: "", password: "", role: "professor", schoolIds: [] };

/**
 * 'Cadastrar Novo Usuário' and 'Editar Usuário'. Editing prefills username, email, role and schools
 * with a blank password, which keeps the current one (docs/product.md#151-user-list).
 */
export function UserFormDialog({
  user,
  open,
  onOpenChange,
}: {
  user?: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = Boolean(user);
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<UserEditFormValues>({
    resolver: zodResolver(editing ? userEditFormSchema : userFormSchema) as never,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: "role" });

  useEffect(() => {
    if (!open) return;
    form.reset(
      user
        ? {
            username: user.username,
            email: user.email,
            role: user.role,
            password: "",
            schoolIds: user.schools.map(({ id }) => id),
          }
        : EMPTY,
    );
  }, [open, user, form]);

  const submit = form.handleSubmit(async (values) => {
    const payload = {
      username: values.username,
      email: values.email,
      role: values.role ?? "professor",
      schoolIds: values.schoolIds ?? [],
      ...(values.password ? { passwordHash: values.password } : {}),
    };
    try {
      if (user) await update.mutateAsync({ id: user.id, ...payload });
      else await create.mutateAsync(payload);
      notifySuccess(user ? "Usuário atualizado com sucesso!" : "Usuário criado com sucesso!");
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(form.setError, error, Object.keys(EMPTY) as Array<keyof UserEditFormValues>);
      notifyError(error, user ? "Erro ao atualizar usuário" : "Erro ao criar usuário");
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Editar Usuário" : "Cadastrar Novo Usuário"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Altere os dados do usuário. Deixe a senha em branco para mantê-la."
              : "Preencha os dados do novo usuário do sistema."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="user-username" label="Nome de usuário" error={errors.username?.message}>
            <Input id="user-username" autoComplete="off" aria-invalid={Boolean(errors.username)} {...form.register("username")} />
          </FormField>
          <FormField id="user-email" label="Email" error={errors.email?.message}>
            <Input
              id="user-email"
              type="email"
              autoComplete="off"
              aria-invalid={Boolean(errors.email)}
              {...form.register("email")}
            />
          </FormField>
          <FormField id="user-password" label={editing ? "Nova senha (opcional)" : "Senha"} error={errors.password?.message}>
            <Input
              id="user-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={Boolean(errors.password)}
              {...form.register("password")}
            />
          </FormField>
          <FormField id="user-role" label="Função" error={errors.role?.message}>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RoleSelect id="user-role" value={field.value} onChange={field.onChange} invalid={Boolean(errors.role)} />
              )}
            />
          </FormField>
          <Controller
            control={form.control}
            name="schoolIds"
            render={({ field }) => (
              <SchoolChecklist
                idPrefix="user-school"
                role={role}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.schoolIds?.message}
              />
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Salvando..." : editing ? "Salvar Alterações" : "Cadastrar Usuário"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
