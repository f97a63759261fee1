import { useState, type FormEvent } from "react";
import type { AttemptEntry } from "@shared/types/online";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { onlineApi } from "./api";
import { TextField } from "./TextField";

type Mode = "code" | "name";

const EMPTY: Record<Mode, string> = { code: "Informe seu código de acesso", name: "Informe seu nome completo" };

/** The student says who they are: the personal access code, or a typed name where the teacher allows it. */
export function EntryForm({
  examCode,
  allowAnonymous,
  onEntered,
}: {
  examCode: string;
  allowAnonymous: boolean;
  onEntered: (entry: AttemptEntry, receivedAt: number) => void;
}) {
  const [mode, setMode] = useState<Mode>("code");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) return setError(EMPTY[mode]);
    setPending(true);
    setError(null);
    try {
      const entry = await onlineApi.enter(examCode, mode === "code" ? { accessCode: typed } : { name: typed });
      onEntered(entry, Date.now());
    } catch (failure) {
      const field = failure instanceof ApiError ? (failure.body?.errors?.accessCode ?? failure.body?.errors?.name) : undefined;
      setError(field ?? (failure as Error).message);
      setPending(false);
    }
  }

  function edit(typed: string) {
    setValue(typed);
    setError(null);
  }

  function switchTo(next: Mode) {
    setMode(next);
    setValue("");
    setError(null);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {mode === "code" ? (
        <TextField
          key="code"
          id="access-code"
          label="Código de acesso"
          code
          error={error}
          value={value}
          onValueChange={edit}
          className="h-14 text-2xl"
        />
      ) : (
        <TextField
          key="name"
          id="student-name"
          label="Seu nome completo"
          error={error}
          value={value}
          onValueChange={edit}
          autoComplete="off"
          autoCapitalize="words"
          maxLength={200}
          autoFocus
        />
      )}
      <Button type="submit" size="lg" className="w-full text-base" disabled={pending}>
        {pending ? "Entrando..." : "Entrar na prova"}
      </Button>
      {allowAnonymous && (
        <Button
          type="button"
          variant="link"
          className="h-auto w-full py-2 text-base whitespace-normal"
          onClick={() => switchTo(mode === "code" ? "name" : "code")}
        >
          {mode === "code" ? "Não tenho código: entrar com meu nome" : "Tenho um código de acesso"}
        </Button>
      )}
    </form>
  );
}
