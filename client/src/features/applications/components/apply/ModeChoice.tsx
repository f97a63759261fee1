import { Controller, useFormContext } from "react-hook-form";
import type { ApplicationMode } from "@shared/constants";
import type { ApplicationCreateInput } from "@shared/schemas/applications";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/cn";

const MODES: Array<{ mode: ApplicationMode; label: string; hint: string }> = [
  { mode: "online", label: "Online", hint: "Cada aluno responde no celular ou no computador, com o seu código de acesso." },
  { mode: "paper", label: "Em papel", hint: "Provas e cartões-resposta impressos com o nome de cada aluno, em até 4 versões." },
];

/** 'Como aplicar': online or on paper. Online is closed to an exam not marked online (`onlineRefused`). */
export function ModeChoice({ onlineRefused }: { onlineRefused: boolean }) {
  const { control } = useFormContext<ApplicationCreateInput>();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Como aplicar</legend>
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <RadioGroup ref={field.ref} value={field.value} onValueChange={field.onChange} className="grid gap-2 sm:grid-cols-2">
            {MODES.map(({ mode, label, hint }) => {
              const disabled = mode === "online" && onlineRefused;
              return (
                <div
                  key={mode}
                  className={cn(
                    "flex items-start gap-3 rounded-lg border p-3",
                    field.value === mode && "border-primary bg-primary/5",
                    disabled && "opacity-60",
                  )}
                >
                  <RadioGroupItem
                    id={`apply-mode-${mode}`}
                    value={mode}
                    disabled={disabled}
                    aria-describedby={`apply-mode-${mode}-hint`}
                    className="mt-0.5"
                  />
                  <div className="space-y-1">
                    <Label htmlFor={`apply-mode-${mode}`} className={cn(!disabled && "cursor-pointer")}>
                      {label}
                    </Label>
                    <p id={`apply-mode-${mode}-hint`} className="text-xs text-muted-foreground">
                      {hint}
                    </p>
                  </div>
                </div>
              );
            })}
          </RadioGroup>
        )}
      />
    </fieldset>
  );
}
