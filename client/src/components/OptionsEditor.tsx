import { Controller, get, useFormContext, useWatch } from "react-hook-form";
import { FieldError } from "@/components/FieldError";
import { RichTextEditor } from "@/components/RichTextEditor";
import { cn } from "@/lib/cn";

interface OptionValue {
  optionLetter: string;
  optionText: string;
  isCorrect: boolean;
}

/** The message of an error on a list: react-hook-form keeps it under `root` once items are registered. */
export function listMessage(error: { message?: string; root?: { message?: string } } | undefined): string | undefined {
  return error?.message ?? error?.root?.message;
}

/**
 * The lettered options A to E of a multiple-choice question, in any form that keeps them at `name`
 * (an exam's question, a bank item). 'Correta' is one radio group, so marking an option correct
 * clears the others (docs/product.md#72-exams-questions-and-options); blank options are not kept.
 */
export function OptionsEditor({ name, idPrefix, questionLabel }: { name: string; idPrefix: string; questionLabel: string }) {
  const { control, setValue, formState } = useFormContext();
  const options: OptionValue[] = useWatch({ control, name }) ?? [];
  const errors = get(formState.errors, name) as
    (Array<{ optionText?: { message?: string } }> & { message?: string; root?: { message?: string } }) | undefined;
  const hintId = `${idPrefix}-options-hint`;

  const markCorrect = (position: number) =>
    options.forEach((_option, other) =>
      setValue(`${name}.${other}.isCorrect`, other === position, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
    );

  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">Alternativas</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        Marque a alternativa correta. Alternativas deixadas em branco não são salvas.
      </p>
      <ul className="space-y-2">
        {options.map((option, position) => {
          const textError = errors?.[position]?.optionText?.message;
          return (
            <li
              key={option.optionLetter}
              className={cn(
                "flex items-start gap-3 rounded-lg border p-2 transition-colors",
                option.isCorrect ? "border-primary bg-accent/40" : "border-border",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "mt-1 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                  option.isCorrect ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
                )}
              >
                {option.optionLetter}
              </span>
              <div className="min-w-0 flex-1">
                <Controller
                  control={control}
                  name={`${name}.${position}.optionText`}
                  render={({ field }) => (
                    <RichTextEditor
                      id={`${idPrefix}-option-${option.optionLetter}`}
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      ariaLabel={`Alternativa ${option.optionLetter} ${questionLabel}`}
                      placeholder={`Texto da alternativa ${option.optionLetter}`}
                      invalid={Boolean(textError)}
                      compact
                    />
                  )}
                />
                <FieldError message={textError} />
              </div>
              <label className="mt-2.5 flex shrink-0 cursor-pointer items-center gap-2 text-sm font-medium">
                <input
                  type="radio"
                  name={`${idPrefix}-correct`}
                  checked={option.isCorrect}
                  onChange={() => markCorrect(position)}
                  className="size-4 accent-primary"
                />
                <span className="sr-only">Alternativa {option.optionLetter}:</span>
                Correta
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError message={listMessage(errors)} />
    </fieldset>
  );
}
