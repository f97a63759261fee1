import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { profileUpdateSchema, type ProfileUpdateInput } from "@shared/schemas/profile";
import type { User } from "@shared/types/users";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { RoleBadge } from "@/components/badges/RoleBadge";
import { useUpdateProfile } from "../api";
import { ProfilePhoto } from "./ProfilePhoto";

export function PersonalInfoForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { username: user.username, email: user.email },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ username: saved.username, email: saved.email });
      notifySuccess("Perfil atualizado com sucesso!");
    } catch (error) {
      applyServerErrors(form.setError, error, ["username", "email"]);
      notifyError(error, "Falha ao atualizar perfil");
    }
  });

  return (
    <div className="space-y-6">
      <div>
        <p className="text-lg font-semibold">{user.username}</p>
        <RoleBadge role={user.role} />
      </div>
      <section aria-labelledby="foto-de-perfil" className="space-y-3">
        <h2 id="foto-de-perfil" className="font-semibold">
          Foto de perfil
        </h2>
        <ProfilePhoto user={user} />
      </section>
      <form onSubmit={submit} noValidate className="max-w-lg space-y-4">
        <FormField id="me-username" label="Nome de usuário" error={errors.username?.message}>
          <Input
            id="me-username"
            autoComplete="username"
            aria-invalid={Boolean(errors.username)}
            {...form.register("username")}
          />
        </FormField>
        <FormField id="me-email" label="Email" error={errors.email?.message}>
          <Input
            id="me-email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            {...form.register("email")}
          />
        </FormField>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Salvando..." : "Salvar Alterações"}
        </Button>
      </form>
    </div>
  );
}
