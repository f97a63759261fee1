import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { loginSchema } from "@shared/schemas/auth";
import type { DemoCredential } from "@shared/types/auth";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NetworkError, serverMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { FormField } from "@/components/FormField";
import { DemoCredentials } from "./DemoCredentials";
import { RoleAccessInfo } from "./RoleAccessInfo";

type Mode = "user" | "admin";

const MODES: Record<Mode, { label: string; subtitle: string }> = {
  user: { label: "Usuário", subtitle: "Entre como professor, diretor ou coordenador" },
  admin: { label: "Administrador", subtitle: "Acesso administrativo ao sistema" },
};

/** The sign-in form. The user/administrator toggle changes wording and colour only (docs/product.md#41-login-screen). */
export function LoginForm() {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>("user");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
      navigate("/dashboard");
    } catch (error) {
      setFailure(error instanceof NetworkError ? "Erro de conexão" : (serverMessage(error) ?? "Erro no login"));
    }
  });

  const pick = (credential: DemoCredential) => {
    form.setValue("email", credential.email, { shouldValidate: true });
    form.setValue("password", credential.password, { shouldValidate: true });
    setMode(credential.role === "admin" ? "admin" : "user");
  };

  return (
    <div className="space-y-6">
      <div role="group" aria-label="Tipo de acesso" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {(Object.keys(MODES) as Mode[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={mode === key}
            onClick={() => setMode(key)}
            className={cn(
              "rounded-md px-3 py-2 text-sm font-medium transition-colors",
              mode === key ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {MODES[key].label}
          </button>
        ))}
      </div>
      <p className="text-center text-muted-foreground">{MODES[mode].subtitle}</p>

      <form onSubmit={submit} noValidate className="space-y-4">
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {failure}
          </p>
        )}
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="username"
            placeholder="seu@email.com"
            aria-invalid={Boolean(errors.email)}
            {...form.register("email")}
          />
        </FormField>
        <FormField id="password" label="Senha" error={errors.password?.message}>
          <Input
            id="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            {...form.register("password")}
          />
        </FormField>
        <Button
          type="submit"
          disabled={isSubmitting}
          className={cn("w-full", mode === "admin" && "bg-purple-700 hover:bg-purple-800")}
        >
          {isSubmitting ? "Entrando..." : "Entrar"}
        </Button>
      </form>

      <RoleAccessInfo />
      <DemoCredentials onPick={pick} />
    </div>
  );
}
